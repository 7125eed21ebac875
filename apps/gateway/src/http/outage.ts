import type { FastifyReply, FastifyRequest } from "fastify";
import { type ApiLang, Code } from "@icms/protocol";
import { isDatabaseUnavailable } from "../db/unavailable.js";
import { isStorageUnavailable } from "../storage/unavailable.js";
import { refusal } from "./reply.js";

/** Seconds a caller is asked to wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_SECONDS = 2;

/**
 * Answers a request the database or the file storage could not serve because it is unreachable:
 * 503, code 1001 with the request id and `retry: true`, and a Retry-After; logged as a warning,
 * not as a fault of ours. Undefined when the failure is something else (the caller answers it as
 * before).
 */
export function answerOutage(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: ApiLang,
): FastifyReply | undefined {
  // The storage first: its failures carry the socket error that cut it, as the database's do.
  if (isStorageUnavailable(error)) request.log.warn({ err: error }, "storage unavailable");
  else if (isDatabaseUnavailable(error)) request.log.warn({ err: error }, "database unavailable");
  else return undefined;
  return reply
    .code(503)
    .header("Retry-After", OUTAGE_RETRY_SECONDS)
    .send(refusal(Code.SystemError, lang, { request_id: request.id, retry: true }));
}
