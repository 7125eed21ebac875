import { watchWalletSession } from "../../wallet/wallet-session";
import { startTokenRefresh } from "./token-refresh";

/**
 * What runs while a user is signed in: the token refresh timer and the wallet-event watch.
 * Loaded on demand, so anonymous visitors never download it.
 */
export function startSessionRuntime(): () => void {
  const stopRefresh = startTokenRefresh();
  const stopWallet = watchWalletSession();
  return () => {
    stopRefresh();
    stopWallet();
  };
}
