import type { FastifyReply, FastifyRequest } from "fastify";
import { API_KEY_PREFIX, type ActionDef, Code, type ErrorCode, GatewayError } from "@icms/protocol";
import type { Session } from "../../auth/tokens.js";
import type { AppContext } from "../../context.js";
import type { CallerScheme } from "../../http/caller-scheme.js";

const BEARER = "bearer ";

/**
 * The API key of a call made with one (`Authorization: Bearer icms_…`), or undefined for a
 * call of the web app (signed wire fields and a session token).
 */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  if (typeof value !== "string" || value.slice(0, BEARER.length).toLowerCase() !== BEARER) return undefined;
  const key = value.slice(BEARER.length).trim();
  return key.startsWith(API_KEY_PREFIX) ? key : undefined;
}

/**
 * A keyed call's caller (docs/open-platform.md): the key's gate admits it or refuses it, and
 * every reply past the key check carries the key's quotas in headers. The call then runs as the
 * holder's own session would, so a handler's privilege checks bound what a key can do.
 * Refusals: 401 for a key unknown, revoked or expired, 403 for an action outside its scopes,
 * 429 with Retry-After for a used-up quota.
 */
async function keyedSession(
  def: ActionDef,
  key: string,
  reply: FastifyReply,
  app: AppContext,
): Promise<Session | null> {
  const admission = await app.apiKeys.admit(def, key);
  const usage = admission.usage;
  if (usage) {
    reply.header("X-RateLimit-Limit-Minute", usage.minute.limit);
    reply.header("X-RateLimit-Remaining-Minute", usage.minute.remaining);
    reply.header("X-RateLimit-Limit-Day", usage.day.limit);
    reply.header("X-RateLimit-Remaining-Day", usage.day.remaining);
  }
  if (admission.ok) return admission.session;
  switch (admission.code) {
    case Code.ApiKeyMinuteQuota:
    case Code.ApiKeyDayQuota: {
      const window = admission.code === Code.ApiKeyMinuteQuota ? usage?.minute : usage?.day;
      reply.code(429).header("Retry-After", window?.resetSeconds ?? 60);
      break;
    }
    case Code.ApiKeyScopeDenied:
    case Code.ApiKeyNotAllowed:
    case Code.AccountRejected:
      reply.code(403);
      break;
    default:
      reply.code(401);
  }
  throw new GatewayError(admission.code);
}

/** A keyed call needs only its payload: the key stands for the app's signature and timestamp. */
function keyedWireRefusal(fields: Readonly<Record<string, unknown>>): ErrorCode | undefined {
  return typeof fields.data === "string" ? undefined : Code.ParamInvalid;
}

/**
 * The open platform's way into the one pipeline (docs/open-platform.md): a call carrying an API
 * key runs as its holder, within the key's scopes and quotas, without the web app's signature.
 */
export const apiKeyCaller: CallerScheme = {
  credential: apiKeyOf,
  wireRefusal: keyedWireRefusal,
  session: keyedSession,
};
