import { type ActionDef, type ActionInput, type ActionOutput, api, Code } from "@icms/protocol";
import { clearSession } from "../session/session-store";
import { refreshTokens } from "../features/auth/token-refresh";
import { gatewayClient } from "./gateway-client";

function codeOf(error: unknown): number | undefined {
  return (error as { code?: number } | null)?.code;
}

/**
 * Sends a request with the session rules: an expired access token (1003) is refreshed once and
 * the request repeated; code 1000 ends the session. Used by calls and uploads alike.
 */
export async function withSession<T>(send: () => Promise<T>, canRefresh = true): Promise<T> {
  try {
    try {
      return await send();
    } catch (error) {
      if (canRefresh && codeOf(error) === Code.TokenInvalid && (await refreshTokens())) return await send();
      throw error;
    }
  } catch (error) {
    if (codeOf(error) === Code.ClearSession) clearSession();
    throw error;
  }
}

/**
 * The one way the app calls the gateway, with the session rules of `withSession`. Failures are
 * thrown as `GatewayCallError` with the message already in the user's language: show them
 * with `showError`.
 */
export function callGateway<A extends ActionDef>(def: A, input: ActionInput<A>): Promise<ActionOutput<A>> {
  return withSession(() => gatewayClient.call(def, input), (def as unknown) !== api.user_msrv.refresh);
}
