import type { ErrorCode } from "./errors/codes.js";

/** Every gateway reply, whatever the outcome. */
export interface Reply<T = unknown> {
  code: ErrorCode | number;
  msg: string;
  data: T | null;
}

/** The headers that carry the session (the spec's storage names). */
export const SESSION_HEADERS = { access: "accesstoken", refresh: "refreshtoken" } as const;
export const REQUEST_ID_HEADER = "x-request-id";

/** Where the gateway serves its reference, the OpenAPI document of every declared action. */
export const OPENAPI_PATH = "/gwapi/openapi.json";
