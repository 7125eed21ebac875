import { api, Code } from "@icms/protocol";
import { gatewayClient } from "../../app/gateway-client";
import { clearSession, getSession, resyncSession, saveTokens, subscribeSession } from "../../session/session-store";

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function jwtExpiryMs(token: string | null): number | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2_147_483_647;

let inFlight: Promise<boolean> | null = null;

/** Tabs share one refresh token; only one of them may rotate it at a time. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request("icms-token-refresh", work) as Promise<T>) : work();
}

/**
 * Rotates the token pair once, however many callers (and tabs) ask at the same time: when
 * another tab already rotated it, its new pair is used instead of replaying the old refresh
 * token (which the gateway would treat as theft). A refused refresh (code 1000) ends the session.
 */
export function refreshTokens(): Promise<boolean> {
  const staleAccessToken = getSession().accessToken;
  inFlight ??= withRefreshLock(async () => {
    resyncSession();
    const current = getSession();
    if (!current.refreshToken) return false;
    if (current.accessToken !== staleAccessToken) return true;
    try {
      saveTokens(await gatewayClient.call(api.user_msrv.refresh, {}));
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === Code.ClearSession) clearSession();
      return false;
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Keeps the access token fresh while the page is open: a timer fires a minute before `exp`
 * and is re-armed whenever the stored token changes. Returns a stop function.
 */
export function startTokenRefresh(now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armedFor: string | null = null;
  const arm = () => {
    const { accessToken } = getSession();
    if (accessToken === armedFor) return;
    armedFor = accessToken;
    clearTimeout(timer);
    const expiry = jwtExpiryMs(accessToken);
    if (!accessToken || expiry === null) return;
    const delay = Math.min(Math.max(expiry - REFRESH_MARGIN_MS - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => void refreshTokens(), delay);
  };
  arm();
  const unsubscribe = subscribeSession(arm);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
