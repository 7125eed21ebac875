import type { ActionDef, ErrorCode } from "@icms/protocol";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Session } from "../auth/tokens.js";
import type { AppContext } from "../context.js";

/**
 * Another way a declared call may say who makes it than the web app's signed wire fields and
 * session token: an area contributes it (`defineArea({ callers })`, the open platform's API keys)
 * and the one pipeline (gateway-route.ts) asks each scheme in turn, so adding one edits nothing
 * under `http/`.
 */
export interface CallerScheme {
  /** The request's credential when it uses this scheme (a header, say); undefined otherwise. */
  credential(request: FastifyRequest): string | undefined;
  /** The refusal of such a call's wire fields: the credential stands for the app's signature and timestamp. */
  wireRefusal(fields: Readonly<Record<string, unknown>>): ErrorCode | undefined;
  /**
   * The call's session, as the credential's holder; a refusal throws a GatewayError after setting
   * the reply's status and headers.
   */
  session(def: ActionDef, credential: string, reply: FastifyReply, app: AppContext): Promise<Session | null>;
}
