import type { FastifyReply, FastifyRequest } from "fastify";
import { type ApiLang, Code, type ErrorCode, GatewayError } from "@icms/protocol";
import type { Session } from "../../../auth/tokens.js";
import type { AppContext } from "../../../context.js";
import { answerOutage } from "../../../http/outage.js";
import { refusal } from "../../../http/reply.js";
import { accessTokenOf } from "./credentials.js";

/**
 * A refusal of the live routes: the wire reply with its catalogue code, and an HTTP status
 * (401 for the session) so the browser's EventSource gives up rather than retrying with a token
 * that will not pass; the web app refreshes and opens again.
 */
export function refuse(reply: FastifyReply, status: number, code: ErrorCode, lang: ApiLang): FastifyReply {
  return reply.code(status).header("cache-control", "no-store").send(refusal(code, lang));
}

/** The caller's session and the token it came from, or the refusal already sent. */
export function liveSession(
  request: FastifyRequest,
  reply: FastifyReply,
  app: AppContext,
  lang: ApiLang,
  tokenInQuery: boolean,
): { session: Session; token: string } | undefined {
  const token = accessTokenOf(request, tokenInQuery);
  if (token === undefined) {
    refuse(reply, 401, Code.NotLoggedIn, lang);
    return undefined;
  }
  try {
    return { session: app.tokens.verifyAccess(token), token };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    refuse(reply, 401, error.code, lang);
    return undefined;
  }
}

/** A failure of ours before the stream or the poll answered: 503 while the database is out, else 500. */
export function answerFailure(error: unknown, request: FastifyRequest, reply: FastifyReply, lang: ApiLang) {
  const outage = answerOutage(error, request, reply, lang);
  if (outage !== undefined) return outage;
  request.log.error({ err: error }, "unexpected failure");
  return reply.code(500).send(refusal(Code.SystemError, lang, { request_id: request.id }));
}
