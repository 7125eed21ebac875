import { sql } from "kysely";
import type { Db } from "../../db/db.js";
import { type MailDeps, deliverNoticeMail, MailClaimedElsewhere } from "./deliver.js";
import { emailModeSql, unreadSql } from "./kinds.js";

/** The most notifications one pass claims for instant mail, and the most digests it prepares. */
const INSTANT_BATCH = 500;
const DIGEST_BATCH = 200;
/** The most notifications one digest lists (the newest). */
const DIGEST_MAX_ITEMS = 50;
/**
 * An instant notification older than this is not mailed at once any more (one that waited
 * through an outage, or of a kind switched to `instant` later): the digest or the app has it.
 */
const INSTANT_MAX_AGE_HOURS = 6;

/**
 * Claims every unread, unmailed notification of a kind its member gets at once, with a confirmed
 * address: one statement stamps `emailed_at` and writes one outbox row per notification
 * (`FOR UPDATE SKIP LOCKED`, so two sweeps at once take different rows, and a stamped row is
 * never taken again). Returns the outbox rows.
 */
export async function claimInstant(db: Db, now: Date): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    WITH picked AS (
      SELECT n.id, n.uid, e.email FROM notices n
      JOIN notice_emails e ON e.uid = n.uid AND e.confirmed_at IS NOT NULL
      JOIN notice_prefs p ON p.uid = n.uid AND p.kind = n.kind AND p.email = 'instant'
      WHERE n.emailed_at IS NULL AND n.updated_at > ${now}::timestamptz - make_interval(hours => ${INSTANT_MAX_AGE_HOURS})
        AND ${unreadSql}
      ORDER BY n.seq
      LIMIT ${INSTANT_BATCH}
      FOR UPDATE OF n SKIP LOCKED
    ), stamped AS (
      UPDATE notices SET emailed_at = ${now} FROM picked WHERE notices.id = picked.id RETURNING notices.id
    )
    INSERT INTO notice_mails (uid, purpose, to_email, notice_ids)
    SELECT uid, 'instant', email, ARRAY[id] FROM picked
    RETURNING id`.execute(db.kysely);
  return rows.rows.map((row) => Number(row.id));
}

/**
 * The start of the digest slot `now` is in, per address: the latest of its member's digest hour
 * (UTC) today plus or minus whole periods (`periodMinutes`, a day by default) that is not after
 * `now`.
 */
const slotSql = (now: Date, periodMinutes: number) => sql<Date>`to_timestamp(
  extract(epoch FROM (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') + make_interval(hours => e.digest_hour)) AT TIME ZONE 'UTC')
  + floor((extract(epoch FROM ${now}::timestamptz)
      - extract(epoch FROM (date_trunc('day', ${now}::timestamptz AT TIME ZONE 'UTC') + make_interval(hours => e.digest_hour)) AT TIME ZONE 'UTC'))
    / ${periodMinutes * 60}) * ${periodMinutes * 60})`;

/**
 * Prepares the digest of every confirmed address whose slot has come and not been taken: per
 * member, one transaction takes the slot (a conditional UPDATE of `last_digest_at`, so a second
 * sweep finds it taken), stamps the unread, unmailed notifications of digest kinds that arrived
 * since the last digest, and writes one outbox row with them (none when there are none).
 */
export async function claimDigests(db: Db, now: Date, periodMinutes = 1440): Promise<number[]> {
  const due = await sql<{ uid: number }>`
    SELECT e.uid FROM notice_emails e
    WHERE e.confirmed_at IS NOT NULL AND (e.last_digest_at IS NULL OR e.last_digest_at < ${slotSql(now, periodMinutes)})
    ORDER BY e.uid LIMIT ${DIGEST_BATCH}`.execute(db.kysely);
  const mails: number[] = [];
  for (const { uid } of due.rows) {
    const mail = await db.tx(async (q) => {
      const taken = await sql<{ email: string; since: Date }>`
        UPDATE notice_emails e SET last_digest_at = ${now}
        FROM (SELECT uid, coalesce(last_digest_at, confirmed_at) AS since FROM notice_emails WHERE uid = ${uid}) old
        WHERE e.uid = old.uid AND e.confirmed_at IS NOT NULL
          AND (e.last_digest_at IS NULL OR e.last_digest_at < ${slotSql(now, periodMinutes)})
        RETURNING e.email, old.since`.execute(q.kysely);
      const slot = taken.rows[0];
      if (!slot) return null;
      const picked = await sql<{ id: number }>`
        WITH picked AS (
          SELECT n.id FROM notices n
          LEFT JOIN notice_prefs p ON p.uid = n.uid AND p.kind = n.kind
          WHERE n.uid = ${uid} AND n.emailed_at IS NULL AND n.updated_at > ${slot.since}::timestamptz
            AND ${emailModeSql} = 'digest' AND ${unreadSql}
          ORDER BY n.seq DESC
          LIMIT ${DIGEST_MAX_ITEMS}
          FOR UPDATE OF n SKIP LOCKED
        )
        UPDATE notices SET emailed_at = ${now} FROM picked WHERE notices.id = picked.id RETURNING notices.id`.execute(
        q.kysely,
      );
      if (picked.rows.length === 0) return null;
      const row = await q.kysely
        .insertInto("notice_mails")
        .values({ uid, purpose: "digest", to_email: slot.email, notice_ids: picked.rows.map((r) => Number(r.id)) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
    if (mail !== null) mails.push(mail);
  }
  return mails;
}

/** Outbox rows not sent, not dropped and not held by a sender (the oldest first). */
async function pendingMails(db: Db, limit: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom("notice_mails")
    .select("id")
    .where("sent_at", "is", null)
    .where("dropped", "is", null)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", sql<Date>`now()`)]))
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** How long sent and dropped mails, and used or expired confirmation links, are kept. */
const KEEP_DAYS = 30;

/** Deletes the outbox rows and links older than `KEEP_DAYS` that are done with. */
export async function pruneNoticeMail(db: Db): Promise<void> {
  await sql`DELETE FROM notice_mails
    WHERE (sent_at IS NOT NULL OR dropped IS NOT NULL) AND created_at < now() - make_interval(days => ${KEEP_DAYS})`.execute(
    db.kysely,
  );
  // A link's unsent mail goes with it (ON DELETE CASCADE): it could no longer be followed anyway.
  await sql`DELETE FROM notice_email_tokens
    WHERE (used_at IS NOT NULL OR expires_at < now()) AND created_at < now() - make_interval(days => ${KEEP_DAYS})`.execute(
    db.kysely,
  );
}

interface SweepResult {
  instant: number;
  digests: number;
  sent: number;
  dropped: number;
  failed: number;
}

/**
 * The periodic job (`notice-mail.sweep`): claims the instant mails and the due digests, then sends
 * every pending outbox row (these, and any an earlier sweep or a confirmation job left unsent).
 * Running it twice, or on two workers at once, sends each mail once: claims are conditional
 * updates, and each send claims its row first (deliver.ts). A failed send stays pending for the
 * next sweep. It also deletes what is done with and older than 30 days. With mail off
 * (production without SMTP_URL) it does nothing.
 */
export async function sweepNoticeMail(deps: MailDeps, now: Date = new Date()): Promise<SweepResult> {
  if (!deps.mailer.enabled) return { instant: 0, digests: 0, sent: 0, dropped: 0, failed: 0 };
  await pruneNoticeMail(deps.db);
  const instant = await claimInstant(deps.db, now);
  const digests = await claimDigests(deps.db, now, deps.config.NOTICE_DIGEST_MINUTES);
  const result: SweepResult = { instant: instant.length, digests: digests.length, sent: 0, dropped: 0, failed: 0 };
  for (const id of await pendingMails(deps.db, INSTANT_BATCH + DIGEST_BATCH)) {
    try {
      const outcome = await deliverNoticeMail(deps, id);
      if (outcome === "sent") result.sent += 1;
      else if (outcome === "dropped") result.dropped += 1;
    } catch (error) {
      if (!(error instanceof MailClaimedElsewhere)) result.failed += 1;
    }
  }
  return result;
}
