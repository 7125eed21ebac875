import type { FastifyRequest } from "fastify";
import {
  type ApiLang,
  Code,
  codeMessage,
  type ErrorCode,
  parseAcceptLanguage,
  parseApiLang,
  type Reply,
} from "@icms/protocol";

/** Everything the gateway answers in the wire shape lives under this path. */
export const GWAPI_PREFIX = "/gwapi";

export function ok<T>(data: T, lang: ApiLang): Reply<T> {
  return { code: Code.Success, msg: codeMessage(Code.Success, lang), data };
}

export function refusal(code: ErrorCode, lang: ApiLang, data: unknown = null): Reply {
  return { code, msg: codeMessage(code, lang), data };
}

/**
 * The caller's language when the body could not be read: its `lang` field if it was parsed,
 * else the `Accept-Language` header (the protocol client sends the same language there).
 */
export function requestLang(request: FastifyRequest): ApiLang {
  const body = request.body as { lang?: unknown } | null | undefined;
  if (body && typeof body === "object" && typeof body.lang === "string") return parseApiLang(body.lang);
  return parseAcceptLanguage(request.headers["accept-language"]);
}

/**
 * The HTTP status of a request the framework refused (a body too large, of an unknown type or
 * unreadable, a broken multipart stream): its own 4xx status, answered with 50500; undefined
 * for anything else (a failure of ours).
 */
export function failureStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}
