import type { FastifyRequest } from "fastify";

/** The query field the stream's access token travels in (EventSource cannot set a header). */
const TOKEN_FIELD = "token";
/** The query field of the resume point when the browser's own `Last-Event-ID` header is absent. */
const LAST_EVENT_ID_FIELD = "last_event_id";

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function queryOf(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The access token: the `AccessToken` header the calls send, else (the stream only) the query's. */
export function accessTokenOf(request: FastifyRequest, fromQuery: boolean): string | undefined {
  return headerOf(request, "accesstoken") ?? (fromQuery ? queryOf(request, TOKEN_FIELD) : undefined);
}

/**
 * The change number to resume after: the `Last-Event-ID` header (the browser's reconnect), else
 * the query's `last_event_id` (a new EventSource after a refresh). Undefined without either;
 * null when it is not a change number.
 */
export function resumePointOf(request: FastifyRequest): number | undefined | null {
  const raw = headerOf(request, "last-event-id") ?? queryOf(request, LAST_EVENT_ID_FIELD);
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * When a verified access token expires (ms since the epoch): its `exp` claim, read again from
 * the payload the verifier has already checked.
 */
export function expiryOf(token: string): number {
  const payload = token.split(".")[1] ?? "";
  const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: unknown };
  return typeof exp === "number" ? exp * 1000 : Number.POSITIVE_INFINITY;
}

/** A URL as the logs may show it: the query's token replaced, so a log line holds no session. */
export function redactedUrl(url: string): string {
  return url.replace(new RegExp(`([?&]${TOKEN_FIELD}=)[^&#]*`, "g"), "$1[redacted]");
}

/**
 * The request as the live routes log it: Fastify's default fields with the URL redacted (these
 * routes' `logSerializers`, so the gateway's other lines are untouched).
 */
export function redactedRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
