import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { NOTICE_KINDS, type NoticeKind } from "@icms/protocol";

/** A confirmation link's token: 32 random bytes, in the link only; the database keeps its hash. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashConfirmToken(token) };
}

export function hashConfirmToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What an unsubscribe link turns off: one kind's e-mail, or the digest (every kind mailed in it). */
export type UnsubscribeScope = NoticeKind | "digest";
const scopes: ReadonlySet<string> = new Set([...NOTICE_KINDS, "digest"]);

/** The MAC of an unsubscribe link, keyed by the gateway's secret under this area's own label. */
function unsubscribeMac(secret: string, uid: number, kind: UnsubscribeScope): Buffer {
  return createHmac("sha256", secret).update(`notice-mail:unsubscribe:${uid}:${kind}`).digest().subarray(0, 16);
}

/**
 * An unsubscribe link's token, `<uid>.<kind>.<mac>`: signed rather than stored, so every mail can
 * carry one without a row, and it keeps working as long as the secret does (a mail read months
 * later still unsubscribes). It only ever turns e-mail off, for one member.
 */
export function unsubscribeToken(secret: string, uid: number, kind: UnsubscribeScope): string {
  return `${uid}.${kind}.${unsubscribeMac(secret, uid, kind).toString("base64url")}`;
}

/** The member and kind a token names, or null when it is not one this gateway signed. */
export function readUnsubscribeToken(secret: string, token: string): { uid: number; kind: UnsubscribeScope } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const uid = Number(match[1]);
  const kind = match[2] as UnsubscribeScope;
  if (!scopes.has(kind) || uid > 2_147_483_647) return null;
  const given = Buffer.from(match[3] as string, "base64url");
  const expected = unsubscribeMac(secret, uid, kind);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { uid, kind } : null;
}
