import { type ActionDef, type ActionInput, type ActionOutput, api, Code } from "@icms/protocol";
import { clearSession } from "../features/auth/session-store";
import { refreshTokens } from "../features/auth/token-refresh";
import { gatewayClient } from "./gateway-client";

function codeOf(error: unknown): number | undefined {
  return (error as { code?: number } | null)?.code;
}

/**
 * The one way the app calls the gateway. An expired access token (1003) is refreshed once and
 * the call repeated; code 1000 ends the session. Failures are thrown as `GatewayCallError`
 * with the message already in the user's language: show them with `showError`.
 */
export async function callGateway<A extends ActionDef>(def: A, input: ActionInput<A>): Promise<ActionOutput<A>> {
  try {
    try {
      return await gatewayClient.call(def, input);
    } catch (error) {
      const canRetry = codeOf(error) === Code.TokenInvalid && (def as unknown) !== api.user_msrv.refresh;
      if (canRetry && (await refreshTokens())) return await gatewayClient.call(def, input);
      throw error;
    }
  } catch (error) {
    if (codeOf(error) === Code.ClearSession) clearSession();
    throw error;
  }
}
