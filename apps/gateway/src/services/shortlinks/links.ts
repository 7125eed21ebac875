import { createHmac, randomBytes } from "node:crypto";
import { SHORT_CODE_LENGTH, SHORT_CODE_PATTERN, SHORT_LINK_PATHS, type ShortLinkResult } from "@icms/protocol";
import { sql } from "kysely";
import type { Db } from "../../db/db.js";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Bytes at or above this are dropped, so every base62 digit is equally likely (248 = 62 * 4). */
const UNBIASED_BELOW = 248;

/** A random base62 code of `SHORT_CODE_LENGTH` characters, from the system's random source. */
export function newShortCode(): string {
  let code = "";
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(SHORT_CODE_LENGTH * 2)) {
      if (byte < UNBIASED_BELOW && code.length < SHORT_CODE_LENGTH) code += BASE62[byte % 62];
    }
  }
  return code;
}

export const shortUrl = (origin: string, code: string) => `${origin}${SHORT_LINK_PATHS.visit}${code}`;

/** Tries before giving up on a free code: with 62^8 codes, a second try is already rare. */
const CODE_TRIES = 5;

/**
 * The link of a page (in its stored form) for a sharer (or none): the existing one, or a new
 * one with a fresh code. The unique key on page and sharer makes a repeat, or two at once,
 * answer the same code; a code already taken by another link is drawn again.
 */
export async function shortLinkFor(
  db: Db,
  target: string,
  sharerUid: number | null,
  origin: string,
): Promise<ShortLinkResult> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const code = newShortCode();
    const { rows } = await sql<{ code: string }>`
      WITH inserted AS (
        INSERT INTO short_links (code, url, sharer_uid) VALUES (${code}, ${target}, ${sharerUid})
        ON CONFLICT DO NOTHING
        RETURNING code
      )
      SELECT code FROM inserted
      UNION ALL
      SELECT code FROM short_links WHERE url = ${target} AND COALESCE(sharer_uid, 0) = ${sharerUid ?? 0}
      LIMIT 1`.execute(db.kysely);
    const found = rows[0]?.code;
    if (found !== undefined) return { code: found, short_url: shortUrl(origin, found) };
    // Neither inserted nor there: the code belonged to another link. Draw again.
  }
  throw new Error("no free short code after several tries");
}

/** A keyed hash of the client for one day: visitors are told apart without keeping addresses. */
export function visitorHash(secret: string, day: string, client: string): string {
  return createHmac("sha256", secret)
    .update(`short-link-visitor\u0000${day}\u0000${client}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * Counts a visit of `code` and answers where it leads, with the sharer's forward credit; null
 * for a code no link has. The visit and the day's visitor are written in one transaction;
 * without a `visitor` (not a visit) nothing is counted.
 */
export async function followShortLink(
  db: Db,
  code: string,
  visitor: ((day: string) => string) | null,
): Promise<string | null> {
  if (!SHORT_CODE_PATTERN.test(code)) return null;
  if (visitor === null) {
    // Not a visit (a HEAD request): where it leads, nothing counted.
    const link = await db.kysely
      .selectFrom("short_links")
      .select(["url", "sharer_uid"])
      .where("code", "=", code)
      .executeTakeFirst();
    return link ? withForward(link, code) : null;
  }
  return db.tx(async (q) => {
    const link = await q.kysely
      .updateTable("short_links")
      .set({ visit_count: sql`visit_count + 1`, last_visit_at: sql`now()` })
      .where("code", "=", code)
      .returning(["id", "url", "sharer_uid", sql<string>`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as("day")])
      .executeTakeFirst();
    if (!link) return null;
    await q.kysely
      .insertInto("short_link_visitors")
      .values({ link_id: link.id, day: link.day, visitor_hash: visitor(link.day) })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return withForward(link, code);
  });
}

/**
 * The page with the link's code (`sl`, so the data centre counts the visit as one through a short
 * link) and the sharer's forward credit when the link has a sharer.
 */
function withForward(link: { url: string; sharer_uid: number | null }, code: string): string {
  const forward = link.sharer_uid === null ? "" : `&is_forward=1&forward_uid=${link.sharer_uid}`;
  return `${link.url}${link.url.includes("?") ? "&" : "?"}sl=${code}${forward}`;
}
