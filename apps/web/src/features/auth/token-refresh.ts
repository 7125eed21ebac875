import { api, Code } from "@icms/protocol";
import { gatewayClient } from "../../app/gateway-client";
import { clearSession, getSession, saveTokens, subscribeSession } from "./session-store";

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

/**
 * Rotates the token pair once, however many callers ask at the same time.
 * A refused refresh (code 1000) ends the session, as the spec says.
 */
export function refreshTokens(): Promise<boolean> {
  if (!getSession().refreshToken) return Promise.resolve(false);
  inFlight ??= gatewayClient
    .call(api.user_msrv.refresh, {})
    .then((pair) => {
      saveTokens(pair);
      return true;
    })
    .catch((error: unknown) => {
      if ((error as { code?: number }).code === Code.ClearSession) clearSession();
      return false;
    })
    .finally(() => {
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
