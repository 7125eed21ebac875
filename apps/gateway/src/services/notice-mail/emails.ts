import { type ApiLang, api, Code, GatewayError, type NoticeEmail } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";

/** The digest hour of a member who has no address yet (the protocol's default too). */
const DEFAULT_DIGEST_HOUR = 8;
/** How long a confirmation link works. */
const CONFIRM_LINK_HOURS = 24;

/** The caller's address as the calls show it. */
async function noticeEmailOf(q: Queryable, uid: number): Promise<NoticeEmail> {
  const row = await q.kysely
    .selectFrom("notice_emails")
    .select(["email", "confirmed_at", "digest_hour"])
    .where("uid", "=", uid)
    .executeTakeFirst();
  if (!row) return { email: null, confirmed: false, digest_hour: DEFAULT_DIGEST_HOUR };
  return { email: row.email, confirmed: row.confirmed_at !== null, digest_hour: row.digest_hour };
}

/**
 * Queues a confirmation mail for `email`: a token row (its hash is set when the mail is sent, so
 * the token itself is never stored) and the outbox row, in `q`'s transaction. Past
 * `perHour` confirmation mails in the last hour, 1010 and nothing written.
 */
async function queueConfirmation(q: Queryable, uid: number, email: string, perHour: number): Promise<number> {
  const recent = await q.kysely
    .selectFrom("notice_email_tokens")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("uid", "=", uid)
    .where("created_at", ">", sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= perHour) throw new GatewayError(Code.RateLimited);
  const token = await q.kysely
    .insertInto("notice_email_tokens")
    .values({ uid, email, expires_at: sql<Date>`now() + make_interval(hours => ${CONFIRM_LINK_HOURS})` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const mail = await q.kysely
    .insertInto("notice_mails")
    .values({ uid, purpose: "confirm", to_email: email, token_id: token.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  return mail.id;
}

/**
 * Sets, keeps or removes the caller's address, in one transaction under a lock on the member's
 * row (so ten calls at once count against the hourly limit as ten in a row would).
 * - empty: the address, its links and its unsent mails go;
 * - the same address: the digest hour and language change; unconfirmed, a new link is sent;
 * - another address: stored unconfirmed (the old one gets nothing more), and a link is sent.
 * Returns the confirmation mail to send, if any.
 */
async function setNoticeEmail(
  q: Queryable,
  uid: number,
  input: { email: string; digest_hour: number; lang: ApiLang; confirmsPerHour: number },
): Promise<{ email: NoticeEmail; confirmMail: number | null }> {
  await sql`SELECT uid FROM users WHERE uid = ${uid} FOR UPDATE`.execute(q.kysely);
  const current = await q.kysely
    .selectFrom("notice_emails")
    .select(["email", "confirmed_at"])
    .where("uid", "=", uid)
    .executeTakeFirst();
  if (input.email === "") {
    await q.kysely.deleteFrom("notice_mails").where("uid", "=", uid).where("sent_at", "is", null).execute();
    await q.kysely.deleteFrom("notice_email_tokens").where("uid", "=", uid).execute();
    await q.kysely.deleteFrom("notice_emails").where("uid", "=", uid).execute();
    return { email: { email: null, confirmed: false, digest_hour: input.digest_hour }, confirmMail: null };
  }
  const same = current?.email === input.email;
  const confirmMail =
    same && current.confirmed_at !== null ? null : await queueConfirmation(q, uid, input.email, input.confirmsPerHour);
  await q.kysely
    .insertInto("notice_emails")
    .values({ uid, email: input.email, lang: input.lang, digest_hour: input.digest_hour })
    .onConflict((oc) =>
      oc.column("uid").doUpdateSet({
        email: input.email,
        lang: input.lang,
        digest_hour: input.digest_hour,
        // Another address starts unconfirmed; the same one keeps its state.
        confirmed_at: same ? sql<Date>`notice_emails.confirmed_at` : null,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
  if (!same) {
    // Links sent to the old address stop working.
    await q.kysely
      .updateTable("notice_email_tokens")
      .set({ used_at: sql<Date>`now()` })
      .where("uid", "=", uid)
      .where("email", "<>", input.email)
      .where("used_at", "is", null)
      .execute();
  }
  return {
    email: { email: input.email, confirmed: same && current.confirmed_at !== null, digest_hour: input.digest_hour },
    confirmMail,
  };
}

/** `notice_email` and `notice_email_set` of `notice_msrv`. */
export const noticeEmailHandlers = {
  notice_email: handle(api.notice_msrv.notice_email, async (_params, ctx) => noticeEmailOf(ctx.db, ctx.session.uid)),
  notice_email_set: handle(api.notice_msrv.notice_email_set, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const result = await setNoticeEmail(q, ctx.session.uid, {
        email: params.email,
        digest_hour: params.digest_hour,
        lang: ctx.lang,
        confirmsPerHour: ctx.config.NOTICE_MAIL_CONFIRMS_PER_HOUR,
      });
      if (result.confirmMail !== null) await ctx.jobs.send(q, "notice-mail.send", { mail_id: result.confirmMail });
      return result.email;
    }),
  ),
};
