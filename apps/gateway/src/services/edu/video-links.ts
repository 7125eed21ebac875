/**
 * Lesson videos are played through signed, expiring links (`/media/lesson/<id>.mp4?u=&exp=&sig=`)
 * rather than their upload address: the gateway gives a link only to someone who may play the
 * lesson, and the link stops working some hours later, so a paid video passed around is not a
 * free copy for long. The upload address itself (random, never shown to buyers) is the author's.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a link plays, at least; its end is rounded up to the hour. */
const LINK_SECONDS = 6 * 3600;
/** Links made within the same hour are the same link, so the browser's cache keeps working. */
const ROUND_SECONDS = 3600;
const SIGNATURE_CHARS = 32;

export const LESSON_VIDEO_PATH = "/media/lesson/";

/** The signing key: derived from the token secret, so there is no second secret to configure. */
const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac("sha256", secret).update("icms lesson video links v1").digest();
    keys.set(secret, key);
  }
  return key;
}

function signature(secret: string, lessonId: number, uid: number, exp: number): string {
  return createHmac("sha256", keyOf(secret))
    .update(`${lessonId}:${uid}:${exp}`)
    .digest("base64url")
    .slice(0, SIGNATURE_CHARS);
}

/** The link `uid` (0 for a visitor) plays lesson `lessonId`'s video with, from `nowMs` on. */
export function lessonVideoLink(secret: string, lessonId: number, uid: number, nowMs = Date.now()): string {
  const exp = Math.ceil((nowMs / 1000 + LINK_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  const query = new URLSearchParams({ u: String(uid), exp: String(exp), sig: signature(secret, lessonId, uid, exp) });
  return `${LESSON_VIDEO_PATH}${lessonId}.mp4?${query}`;
}

export type LinkCheck = { ok: true; exp: number } | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Whether a link's parts are one the gateway made and still plays at `nowMs`. */
export function checkLessonVideoLink(
  secret: string,
  lessonId: number,
  query: { u?: unknown; exp?: unknown; sig?: unknown },
  nowMs = Date.now(),
): LinkCheck {
  const { u, exp, sig } = query;
  if (typeof u !== "string" || typeof exp !== "string" || typeof sig !== "string")
    return { ok: false, reason: "malformed" };
  if (!/^\d{1,12}$/.test(u) || !/^\d{1,12}$/.test(exp) || sig.length !== SIGNATURE_CHARS) {
    return { ok: false, reason: "malformed" };
  }
  const expected = Buffer.from(signature(secret, lessonId, Number(u), Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  if (Number(exp) * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, exp: Number(exp) };
}
