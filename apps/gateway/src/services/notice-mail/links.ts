import { NOTICE_KINDS, type NoticeKind } from "@icms/protocol";
import { sql } from "kysely";
import type { Db } from "../../db/db.js";
import { DEFAULT_APP_AUDIENCE, DEFAULT_DIGEST_KINDS } from "./kinds.js";
import { hashConfirmToken, type UnsubscribeScope } from "./tokens.js";

/**
 * Follows a confirmation link: the token's address is confirmed when the token is known, unused,
 * unexpired, and its address is still the member's. One transaction; the token is used up.
 * The digest's clock starts now, so the first digest is the next slot's, not a backlog. Returns
 * the member.
 */
export async function confirmNoticeEmail(db: Db, token: string): Promise<number | null> {
  if (token.length < 20 || token.length > 100) return null;
  return db.tx(async (q) => {
    const link = await q.kysely
      .selectFrom("notice_email_tokens")
      .select(["id", "uid", "email"])
      .where("token_hash", "=", hashConfirmToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", sql<Date>`now()`)
      .forUpdate()
      .executeTakeFirst();
    if (!link) return null;
    await q.kysely
      .updateTable("notice_email_tokens")
      .set({ used_at: sql<Date>`now()` })
      .where("id", "=", link.id)
      .execute();
    const confirmed = await q.kysely
      .updateTable("notice_emails")
      .set({
        // The digest's clock starts when the address is confirmed (a changed address too).
        last_digest_at: sql<Date>`CASE WHEN confirmed_at IS NULL THEN now() ELSE last_digest_at END`,
        confirmed_at: sql<Date>`coalesce(confirmed_at, now())`,
        updated_at: sql<Date>`now()`,
      })
      .where("uid", "=", link.uid)
      .where("email", "=", link.email)
      .executeTakeFirst();
    return Number(confirmed.numUpdatedRows) === 1 ? link.uid : null;
  });
}

/**
 * Follows an unsubscribe link: the kind's e-mail mode becomes `off` (the app audience of a row
 * written here for the first time is the default), or, for the digest's link, every kind now
 * mailed in the digest. Idempotent.
 */
export async function unsubscribeNoticeEmail(db: Db, uid: number, scope: UnsubscribeScope): Promise<void> {
  await db.tx(async (q) => {
    let kinds: NoticeKind[];
    if (scope === "digest") {
      const rows = await q.kysely.selectFrom("notice_prefs").select(["kind", "email"]).where("uid", "=", uid).execute();
      const set = new Map(rows.map((row) => [row.kind, row.email]));
      kinds = NOTICE_KINDS.filter(
        (kind) => (set.get(kind) ?? (DEFAULT_DIGEST_KINDS.includes(kind) ? "digest" : "off")) === "digest",
      );
    } else kinds = [scope];
    if (kinds.length === 0) return;
    await q.kysely
      .insertInto("notice_prefs")
      .values(kinds.map((kind) => ({ uid, kind, app: DEFAULT_APP_AUDIENCE, email: "off" })))
      .onConflict((oc) => oc.columns(["uid", "kind"]).doUpdateSet({ email: "off", updated_at: sql<Date>`now()` }))
      .execute();
  });
}
