import { useSyncExternalStore } from "react";
import {
  type LoginResult,
  type PrivilegeEntry,
  privilegeGrants,
  STORAGE_KEYS,
  type TokenPair,
  WALLET_TYPE,
} from "@icms/protocol";

/** What the browser remembers about the signed-in user (product-spec section 3). */
export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  uid: string | null;
  walletAddr: string | null;
  chainId: number | null;
}

export interface SignInWallet {
  address: string;
  chainId: number;
  /** 2 for WalletConnect, anything else a browser wallet (the spec stores 1). */
  walletType?: number;
}

const listeners = new Set<() => void>();
let snapshot: Session = readSession();

function storage(): Storage | undefined {
  return typeof localStorage === "undefined" ? undefined : localStorage;
}

function readSession(): Session {
  const store = storage();
  const chain = Number(store?.getItem(STORAGE_KEYS.chainId));
  return {
    accessToken: store?.getItem(STORAGE_KEYS.accessToken) || null,
    refreshToken: store?.getItem(STORAGE_KEYS.refreshToken) || null,
    uid: store?.getItem(STORAGE_KEYS.uid) || null,
    walletAddr: store?.getItem(STORAGE_KEYS.walletAddr) || null,
    chainId: Number.isFinite(chain) && chain > 0 ? chain : null,
  };
}

/** Re-reads storage (another tab may have written it) and tells every subscriber when anything changed. */
export function resyncSession(): void {
  publish();
}

function publish(): void {
  const next = readSession();
  const same = (Object.keys(next) as (keyof Session)[]).every((key) => next[key] === snapshot[key]);
  if (same) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return snapshot;
}

export function isSignedIn(session: Session = snapshot): boolean {
  return Boolean(session.accessToken);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** A successful `metamask_login`: every key the spec lists for a signed-in browser. */
export function saveSignIn(result: LoginResult, wallet: SignInWallet): void {
  const store = storage();
  if (!store) return;
  const chainId = String(wallet.chainId);
  store.setItem(STORAGE_KEYS.accessToken, result.AccessToken);
  store.setItem(STORAGE_KEYS.refreshToken, result.RefreshToken);
  store.setItem(STORAGE_KEYS.uid, String(result.uid));
  store.setItem(STORAGE_KEYS.walletAddr, wallet.address);
  store.setItem(STORAGE_KEYS.address, wallet.address);
  store.setItem(STORAGE_KEYS.isLogin, "true");
  store.setItem(STORAGE_KEYS.walletType, String(wallet.walletType ?? WALLET_TYPE.browser));
  store.setItem(STORAGE_KEYS.isClickConnectBtn, "true");
  store.setItem(STORAGE_KEYS.chainId, chainId);
  store.setItem(STORAGE_KEYS.networkId, chainId);
  publish();
}

/** A rotated token pair from `refresh`. */
export function saveTokens(pair: TokenPair): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.accessToken, pair.AccessToken);
  store.setItem(STORAGE_KEYS.refreshToken, pair.RefreshToken);
  publish();
}

/** Code 1000 (and a refused refresh): tokens, uid, wallet address, login flag and privileges go. */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) store.removeItem(key);
  publish();
}

const SESSION_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.uid,
  STORAGE_KEYS.walletAddr,
  STORAGE_KEYS.isLogin,
  STORAGE_KEYS.userPrivilege,
] as const;

/** Logout and the wallet events: everything in local storage goes except the language. */
export function clearStorageExceptLanguage(): void {
  const store = storage();
  if (!store) return;
  const lang = store.getItem(STORAGE_KEYS.lang);
  store.clear();
  if (lang !== null) store.setItem(STORAGE_KEYS.lang, lang);
  publish();
}

export function savePrivileges(list: readonly PrivilegeEntry[]): void {
  storage()?.setItem(STORAGE_KEYS.userPrivilege, JSON.stringify(list));
}

/** Whether the stored privileges grant `code` (product-spec section 6); the gateway checks again. */
export function hasStoredPrivilege(code: string): boolean {
  try {
    const list = JSON.parse(storage()?.getItem(STORAGE_KEYS.userPrivilege) ?? "[]") as PrivilegeEntry[];
    return Array.isArray(list) && list.some((entry) => entry.privilege_code === code && privilegeGrants(entry));
  } catch {
    return false;
  }
}

// Another tab signing in or out changes what this tab should show.
if (typeof window !== "undefined") window.addEventListener("storage", publish);
