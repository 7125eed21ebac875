import type { FastifyReply, FastifyRequest } from "fastify";
import {
  API_LANGS,
  type ApiLang,
  Code,
  codeMessage,
  type ErrorCode,
  parseAcceptLanguage,
  parseApiLang,
  type Reply,
  refusalMessage,
} from "@icms/protocol";

/** Everything the gateway answers in the wire shape lives under this path. */
export const GWAPI_PREFIX = "/gwapi";

export function ok<T>(data: T, lang: ApiLang): Reply<T> {
  return { code: Code.Success, msg: codeMessage(Code.Success, lang), data };
}

/** A success envelope up to its data, `{"code":0,"msg":"…","data":`, written once per language. */
const OK_PREFIX = new Map(API_LANGS.map((lang) => [lang, JSON.stringify(ok(null, lang)).slice(0, -"null}".length)]));

/**
 * Sends a success reply: the envelope's fixed start for the language, then the data as JSON,
 * encoded to UTF-8 once. The same bytes as `ok(data, lang)` serialized, without building and
 * walking the envelope on every call; and as a Buffer its length is known without a second
 * pass over the text, and Node writes it beside the headers instead of joining the two into
 * one string to encode. Data JSON cannot write (undefined) goes through `ok`.
 */
export function sendOk(reply: FastifyReply, data: unknown, lang: ApiLang): FastifyReply {
  const json = JSON.stringify(data) as string | undefined;
  const body = json === undefined ? JSON.stringify(ok(data, lang)) : `${OK_PREFIX.get(lang)}${json}}`;
  return reply.type("application/json; charset=utf-8").send(Buffer.from(body));
}

export function refusal(code: ErrorCode, lang: ApiLang, data: unknown = null): Reply {
  return { code, msg: refusalMessage(code, lang, data), data };
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
