/**
 * `announcement`: a platform announcement reaches people's message centres (docs/notices.md,
 * "Where events come from"). Everyone would be a row per account per announcement, most of them
 * for accounts nobody uses; so it goes to the active users, those who signed in (or had their
 * session refreshed) within `ACTIVE_DAYS`, by the job `news.announce` sent in the announcement's
 * transaction, in batches within the job's one transaction (a retry tells no one twice). Others
 * still find it in the announcement list.
 */
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { forgetNoticeTarget, notify } from "../notices/public.js";

/** Who counts as active: a session used within this many days. */
const ACTIVE_DAYS = 90;
/** Recipients per `notify` call (one statement each). */
const BATCH = 1_000;

/** In the announcement's transaction. */
export const noticeAnnouncement = (app: Pick<AppContext, "jobs">, q: Queryable, announcementId: number) =>
  app.jobs.send(q, "news.announce", { announcement_id: announcementId });

/** Deleted announcements' notices say so. */
export async function forgetAnnouncements(q: Queryable, ids: readonly number[]): Promise<void> {
  for (const id of ids) await forgetNoticeTarget(q, { type: "announcement", id });
}

/** The job. An announcement deleted before it ran tells nobody. */
export async function sendAnnouncement(app: Pick<AppContext, "db">, announcementId: number): Promise<void> {
  await app.db.tx(async (q) => {
    const row = await q.kysely
      .selectFrom("announcements")
      .select(["id", "title", "author_uid"])
      .where("id", "=", announcementId)
      .where("status", "=", "online")
      .executeTakeFirst();
    if (!row) return;
    const target = {
      type: "announcement",
      id: row.id,
      title: row.title,
      url: `/noticeDetail?announcement_id=${row.id}`,
    };
    let after = 0;
    for (;;) {
      const { rows } = await sql<{ uid: number }>`SELECT u.uid FROM users u
          WHERE u.status = 0 AND u.uid > ${after} AND EXISTS (SELECT 1 FROM refresh_tokens t
            WHERE t.uid = u.uid AND t.created_at > now() - make_interval(days => ${ACTIVE_DAYS}))
          ORDER BY u.uid LIMIT ${BATCH}`.execute(q.kysely);
      if (rows.length === 0) return;
      after = rows[rows.length - 1]?.uid ?? after;
      // The platform speaks: no actor, so its author is told as well.
      await notify(q, { kind: "announcement", to: rows.map((r) => r.uid), target });
    }
  });
}
