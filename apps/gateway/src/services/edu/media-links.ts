/**
 * A course's media (lesson videos and attachments) reach its learners through signed, expiring
 * links (`/media/<kind>/<id>.<ext>?u=&exp=&sig=`) rather than their upload addresses: the gateway
 * gives a link only to someone who may play the lesson, and the link stops working some hours
 * later, so a paid file passed around is not a free copy for long. The upload address itself
 * (random, never shown to learners) is the author's.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a link works, at least; its end is rounded up to the hour. */
const LINK_SECONDS = 6 * 3600;
/** Links made within the same hour are the same link, so the browser's cache keeps working. */
const ROUND_SECONDS = 3600;
const SIGNATURE_CHARS = 32;

/** What a link names: a lesson (its video) or an attachment (its file). */
export type MediaKind = "lesson" | "attachment";

export const MEDIA_PATH = "/media/";

/** The signing key: derived from the token secret, so there is no second secret to configure. */
const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("icms course media links v1").digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: string, kind: MediaKind, id: number, uid: number, exp: number): string {
  return createHmac("sha256", keyOf(secret))
    .update(`${kind}:${id}:${uid}:${exp}`)
    .digest("base64url")
    .slice(0, SIGNATURE_CHARS);
}

/** The link `uid` (0 for a visitor) opens `kind` `id`'s file with, from `nowMs` on. */
export function mediaLink(
  secret: string,
  kind: MediaKind,
  id: number,
  extension: string,
  uid: number,
  nowMs = Date.now(),
): string {
  const exp = Math.ceil((nowMs / 1000 + LINK_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  const query = new URLSearchParams({ u: String(uid), exp: String(exp), sig: signature(secret, kind, id, uid, exp) });
  return `${MEDIA_PATH}${kind}/${id}.${extension}?${query}`;
}

export type LinkCheck = { ok: true; exp: number } | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Whether a link's parts are one the gateway made and still works at `nowMs`. */
export function checkMediaLink(
  secret: string,
  kind: MediaKind,
  id: number,
  query: { u?: unknown; exp?: unknown; sig?: unknown },
  nowMs = Date.now(),
): LinkCheck {
  const { u, exp, sig } = query;
  if (typeof u !== "string" || typeof exp !== "string" || typeof sig !== "string")
    return { ok: false, reason: "malformed" };
  if (!/^\d{1,12}$/.test(u) || !/^\d{1,12}$/.test(exp) || sig.length !== SIGNATURE_CHARS) {
    return { ok: false, reason: "malformed" };
  }
  const expected = Buffer.from(signature(secret, kind, id, Number(u), Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  if (Number(exp) * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, exp: Number(exp) };
}
