import { TIMING, WIRE } from "./constants.js";
import { Code } from "./errors/codes.js";
import { CONNECTION_MESSAGES, httpStatusMessage } from "./errors/http.js";
import type { ActionDef, ActionInput, ActionOutput } from "./actions/define.js";
import { actionPath } from "./actions/define.js";
import { type ApiLang, DEFAULT_API_LANG } from "./lang.js";
import { signFields, type WireFields } from "./signing.js";
import type { Reply } from "./wire.js";

export interface SessionTokens {
  accessToken?: string | null;
  refreshToken?: string | null;
}

export interface ClientOptions {
  /** Origin of the gateway, e.g. `http://127.0.0.1:8080`; empty for same-origin. */
  baseUrl: string;
  appId: string;
  appSecret: string;
  lang?: () => ApiLang;
  tokens?: () => SessionTokens;
  fetch?: typeof fetch;
  /** Unix seconds; replaceable in tests. */
  now?: () => number;
  timeoutMs?: number;
}

/**
 * A failed call. `code` is the catalogue code when the gateway answered one;
 * `status` the HTTP status when the reply was not a success; `message` is in the caller's language.
 */
export class GatewayCallError extends Error {
  readonly code: number | undefined;
  readonly status: number | undefined;
  /** The refusal's `data`, when it carries some (802009: when the next post is accepted). */
  readonly data: unknown;

  constructor(message: string, code?: number, status?: number, data: unknown = null) {
    super(message);
    this.name = "GatewayCallError";
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** The signed wire fields of one request: `data` holds the payload as JSON. */
export function signedFields(
  payload: unknown,
  opts: { appId: string; appSecret: string; lang: ApiLang; timestamp: number },
): WireFields {
  const fields: WireFields = {
    app_id: opts.appId,
    data: JSON.stringify(payload ?? {}),
    dev_id: WIRE.devId,
    lang: opts.lang,
    timestamp: String(opts.timestamp),
    v: WIRE.version,
  };
  fields.sign = signFields(fields, opts.appSecret);
  return fields;
}

/** Builds the signed form body of one call. */
export function encodeCall(
  path: string,
  payload: unknown,
  opts: { appId: string; appSecret: string; lang: ApiLang; timestamp: number },
): { url: string; body: string } {
  return { url: `${WIRE.basePath}/${path}`, body: new URLSearchParams(signedFields(payload, opts)).toString() };
}

/** The language and timestamp of a request about to be made with these options. */
export function requestContext(options: ClientOptions): { lang: ApiLang; timestamp: number } {
  return {
    lang: (options.lang ?? (() => DEFAULT_API_LANG))(),
    timestamp: (options.now ?? (() => Math.floor(Date.now() / 1000)))(),
  };
}

/**
 * Posts a signed body with the session headers and the time-out, and turns the reply into its
 * `data` or a `GatewayCallError` in the caller's language. Every gateway request goes through it.
 */
export async function postSigned<T>(
  options: ClientOptions,
  path: string,
  body: string | FormData,
  lang: ApiLang,
  headers: Record<string, string> = {},
): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  // The language also travels as a header, for the replies the gateway gives before it reads a body.
  headers["accept-language"] = lang;
  const tokens = options.tokens?.() ?? {};
  if (tokens.accessToken) headers.AccessToken = tokens.accessToken;
  if (tokens.refreshToken) headers.RefreshToken = tokens.refreshToken;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMING.requestTimeoutMs);
  let response: Response;
  try {
    response = await doFetch(`${options.baseUrl}${path}`, { method: "POST", headers, body, signal: controller.signal });
  } catch {
    const timedOut = controller.signal.aborted;
    throw new GatewayCallError(
      (timedOut ? CONNECTION_MESSAGES.timeout : CONNECTION_MESSAGES.noResponse)[lang],
      undefined,
      timedOut ? 408 : undefined,
    );
  } finally {
    clearTimeout(timer);
  }

  const reply = (await response.json().catch(() => undefined)) as Reply<T> | undefined;
  if (reply && typeof reply.code === "number" && reply.code !== Code.Success) {
    throw new GatewayCallError(reply.msg, reply.code, response.status, reply.data);
  }
  if (!response.ok || !reply) {
    throw new GatewayCallError(httpStatusMessage(response.status, lang), undefined, response.status);
  }
  return reply.data as T;
}

export function createGatewayClient(options: ClientOptions) {
  async function call<A extends ActionDef>(def: A, input: ActionInput<A>): Promise<ActionOutput<A>> {
    const { lang, timestamp } = requestContext(options);
    const { url, body } = encodeCall(actionPath(def), input, {
      appId: options.appId,
      appSecret: options.appSecret,
      lang,
      timestamp,
    });
    return postSigned<ActionOutput<A>>(options, url, body, lang, {
      "content-type": "application/x-www-form-urlencoded",
    });
  }

  return { call };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
