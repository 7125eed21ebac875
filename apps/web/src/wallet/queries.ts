import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { WalletEngine, WalletOption } from "./wallet-engine-types";
import { loadWalletEngine } from "./wallet-loader";

const walletKeys = {
  all: ["wallet"] as const,
  engine: () => [...walletKeys.all, "engine"] as const,
};

/** Downloads the wallet libraries and the chain configuration once; screens that need a wallet use this. */
export function useWalletEngine() {
  return useQuery({
    queryKey: walletKeys.engine(),
    queryFn: loadWalletEngine,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

const NONE: WalletOption[] = [];

/** The wallets found so far; EIP-6963 announcements arrive over time. */
export function useWalletOptions(engine: WalletEngine | undefined): WalletOption[] {
  const subscribe = useCallback((listener: () => void) => engine?.subscribeOptions(listener) ?? (() => {}), [engine]);
  // A string snapshot compares by value, so an unchanged list does not re-render.
  const snapshot = useSyncExternalStore(subscribe, () => (engine ? JSON.stringify(engine.options()) : ""));
  return useMemo(() => (snapshot ? (JSON.parse(snapshot) as WalletOption[]) : NONE), [snapshot]);
}
