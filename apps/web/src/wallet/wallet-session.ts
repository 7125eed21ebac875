import { clearStorageExceptLanguage, getSession } from "../session/session-store";
import { loadWalletEngine } from "./wallet-loader";
import type { WalletConnection, WalletEngine } from "./wallet-engine-types";

interface WatchOptions {
  engine?: () => Promise<WalletEngine>;
  reload?: () => void;
}

/** Did the wallet move to another account or chain while the page was closed? */
export function walletMoved(
  stored: { walletAddr: string | null; chainId: number | null },
  now: WalletConnection,
): boolean {
  const otherAccount = stored.walletAddr !== null && stored.walletAddr.toLowerCase() !== now.address.toLowerCase();
  const otherChain = stored.chainId !== null && stored.chainId !== now.chainId;
  return otherAccount || otherChain;
}

/**
 * While signed in: a disconnect clears local storage except the language; an account or chain
 * change does the same and reloads the page (product-spec section 4, "Wallet events").
 * Returns a stop function.
 */
export function watchWalletSession({
  engine = loadWalletEngine,
  reload = () => window.location.reload(),
}: WatchOptions = {}): () => void {
  let stopped = false;
  let unwatch = () => {};
  const endAndReload = () => {
    clearStorageExceptLanguage();
    reload();
  };
  void (async () => {
    const wallet = await engine();
    if (stopped) return;
    // Watch before restoring, so that a change while the connection comes back is not missed;
    // the engine reports changes only between two connected states.
    unwatch = wallet.watch({
      onAccountChange: endAndReload,
      onChainChange: endAndReload,
      onDisconnect: clearStorageExceptLanguage,
    });
    const restored = await wallet.restore();
    if (!stopped && restored && walletMoved(getSession(), restored)) endAndReload();
  })().catch(() => {
    // No wallet reachable (locked, removed, config unavailable): the session stays as it is.
  });
  return () => {
    stopped = true;
    unwatch();
  };
}
