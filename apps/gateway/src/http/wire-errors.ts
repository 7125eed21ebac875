import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Code } from "@icms/protocol";
import { answerOutage } from "./outage.js";
import { failureStatus, refusal, requestLang } from "./reply.js";

/**
 * Anything that goes wrong before or around a route of the `/gwapi` scope, in the wire shape
 * `{code, msg, data}` and the caller's language: a body too large (413), of a type the gateway
 * does not read (415) or unreadable (400) answer 50500; too many requests 1010; anything else
 * 1001 with the request id, logged (503 with Retry-After when the database is unreachable, see
 * outage.ts). Fastify's own error shape never leaves the gateway.
 */
function wireFailure(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request);
  const status = failureStatus(error);
  if (status === 429) return reply.code(429).send(refusal(Code.RateLimited, lang));
  if (status !== undefined) return reply.code(status).send(refusal(Code.ParamInvalid, lang));
  const outage = answerOutage(error, request, reply, lang);
  if (outage !== undefined) return outage;
  request.log.error({ err: error }, "unexpected failure");
  return reply.code(500).send(refusal(Code.SystemError, lang, { request_id: request.id }));
}

/** The `/gwapi` scope's error and not-found handlers: an unknown path or method answers 404 with 3002. */
export function registerWireErrors(gwapi: FastifyInstance): void {
  gwapi.setErrorHandler(wireFailure);
  gwapi.setNotFoundHandler((request, reply) => reply.code(404).send(refusal(Code.NotFound, requestLang(request))));
}
