/**
 * The rules of the open platform (docs/open-platform.md): the ceilings of an app, the form's
 * checks run by the web form and the gateway alike, and the actions no key may call.
 */
import type { ActionDef } from "../actions/define.js";
import { charCount, type TextProblem, textProblem } from "./text.js";

export const DEVELOPER_LIMITS = {
  nameMaxChars: 40,
  descriptionMaxChars: 200,
  /** A key lives at most this long; its expiry is mandatory. */
  expiryDaysMax: 365,
  quotaMinuteMax: 600,
  quotaDayMax: 100_000,
  /** Apps a holder may keep (revoked ones do not count). */
  appsMax: 20,
  scopesMax: 300,
} as const;

/** The key's start: `icms_` then the key id, `_`, the secret. */
export const API_KEY_PREFIX = "icms_";

/**
 * Calls no key may make, whatever its scopes: signing in and out, refreshing a session, the
 * open platform's own calls (a key cannot mint or widen keys) and multi-send credentials.
 */
const NEVER_KEYED = new Set([
  "user_msrv/login_nonce",
  "user_msrv/metamask_login",
  "user_msrv/refresh",
  "user_msrv/logout",
]);

/** Whether a key may ever be granted the action (multipart uploads are browser calls, not keyed). */
export function keyGrantable(def: Pick<ActionDef, "group" | "name" | "body">): boolean {
  if (def.body === "multipart") return false;
  if (def.name.startsWith("developer_open_")) return false;
  if (/multi_?send/.test(def.name)) return false;
  return !NEVER_KEYED.has(`${def.group}/${def.name}`);
}

/** An app's name: required, at most 40 characters. */
export function developerAppNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: DEVELOPER_LIMITS.nameMaxChars });
}

/** An app's description: optional, at most 200 characters. */
export function developerAppDescriptionProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > DEVELOPER_LIMITS.descriptionMaxChars ? "tooLong" : null;
}

/** An expiry (unix seconds) must be in the future and at most 365 days away. */
export function developerExpiryProblem(expiresAt: number, nowSeconds: number): "past" | "tooFar" | null {
  if (expiresAt <= nowSeconds) return "past";
  return expiresAt > nowSeconds + DEVELOPER_LIMITS.expiryDaysMax * 86_400 ? "tooFar" : null;
}

/** Quotas: whole numbers from 1 to the platform's ceilings (each window is counted on its own). */
export function developerQuotaProblem(minute: number, day: number): "range" | null {
  const ok =
    Number.isInteger(minute) &&
    Number.isInteger(day) &&
    minute >= 1 &&
    day >= 1 &&
    minute <= DEVELOPER_LIMITS.quotaMinuteMax &&
    day <= DEVELOPER_LIMITS.quotaDayMax;
  return ok ? null : "range";
}
