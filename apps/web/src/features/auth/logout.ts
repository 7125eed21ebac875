import { api } from "@icms/protocol";
import { callGateway } from "../../app/gateway";
import { queryClient } from "../../app/query-client";
import { loadedWalletEngine } from "../../wallet/wallet-loader";
import { clearStorageExceptLanguage } from "../../session/session-store";

/** How long logout waits for the gateway before it ends the local session anyway. */
const LOGOUT_CALL_WAIT_MS = 3_000;

/**
 * Ends the session: the gateway revokes the refresh token (`api.user_msrv.logout`), the wallet
 * is disconnected, local storage is cleared except the language, and cached data is dropped.
 */
export async function logout(): Promise<void> {
  const revoked = callGateway(api.user_msrv.logout, {}).catch(() => undefined);
  await Promise.race([revoked, new Promise((resolve) => setTimeout(resolve, LOGOUT_CALL_WAIT_MS))]);
  await loadedWalletEngine()
    ?.disconnect()
    .catch(() => undefined);
  clearStorageExceptLanguage();
  queryClient.clear();
}
