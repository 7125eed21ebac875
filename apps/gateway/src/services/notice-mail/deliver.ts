import { type ApiLang, parseApiLang } from "@icms/protocol";
import { sql } from "kysely";
import type { Config } from "../../config.js";
import type { Db } from "../../db/db.js";
import { isNoticeKind } from "./kinds.js";
import type { Mailer, OutgoingMail } from "./mailer.js";
import { type MailNotice, type RenderedMail, renderConfirm, renderDigest, renderInstant } from "./render.js";
import { mailStrings } from "./strings.js";
import { newConfirmToken, unsubscribeToken } from "./tokens.js";

/** What sending needs: the database, the settings (links, secret) and the transport. */
export interface MailDeps {
  db: Db;
  config: Pick<
    Config,
    "PUBLIC_ORIGIN" | "JWT_SECRET" | "MAIL_FROM" | "SMTP_URL" | "NODE_ENV" | "NOTICE_DIGEST_MINUTES"
  >;
  mailer: Mailer;
}

/** The web app's page of the notification settings (features/notices/paths.ts), which every mail links to. */
export const NOTICE_SETTINGS_PATH = "/ucenter/notice_settings";
/** The area's own routes (routes.ts). */
export const CONFIRM_PATH = "/notice-mail/confirm";
export const UNSUBSCRIBE_PATH = "/notice-mail/unsubscribe";

/**
 * How long a sender holds a mail before another may take it: longer than any SMTP exchange, so
 * only a sender whose process died loses it (and the mail then goes again, with the same
 * Message-ID: at least once, and once unless a process dies between the SMTP answer and the
 * stamp).
 */
const CLAIM_MINUTES = 15;

/** Another sender holds the mail: the job is retried later and then finds it sent (or lost). */
export class MailClaimedElsewhere extends Error {
  constructor(id: number) {
    super(`notice mail ${id} is being sent by another worker`);
  }
}

interface Claimed {
  id: number;
  uid: number;
  purpose: string;
  to_email: string;
  token_id: number | null;
  notice_ids: number[];
}

type DeliveryOutcome = "sent" | "dropped" | "done";

/**
 * Sends outbox row `id` once. The row is claimed with one conditional UPDATE (unsent, not
 * dropped, not held by another sender), so two runs at once or one after the other send one mail;
 * it is stamped sent after the SMTP server took it. A mail whose address changed or lost its
 * confirmation since, or whose notifications are gone, is dropped instead. A failed send
 * releases the claim and throws, so the job is retried.
 */
export async function deliverNoticeMail(deps: MailDeps, id: number): Promise<DeliveryOutcome> {
  const claimed = (
    await sql<Claimed>`
      UPDATE notice_mails SET claimed_until = now() + make_interval(mins => ${CLAIM_MINUTES})
      WHERE id = ${id} AND sent_at IS NULL AND dropped IS NULL AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING id, uid, purpose, to_email, token_id, notice_ids`.execute(deps.db.kysely)
  ).rows[0];
  if (!claimed) {
    const row = await deps.db.kysely
      .selectFrom("notice_mails")
      .select(["sent_at", "dropped"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (row && row.sent_at === null && row.dropped === null) throw new MailClaimedElsewhere(id);
    return "done";
  }
  const address = await deps.db.kysely
    .selectFrom("notice_emails")
    .select(["email", "confirmed_at", "lang"])
    .where("uid", "=", claimed.uid)
    .executeTakeFirst();
  const lang = parseApiLang(address?.lang);
  let mail: { rendered: RenderedMail; unsubscribeUrl?: string } | string;
  if (!deps.mailer.enabled) mail = "mail is off (no SMTP_URL)";
  else if (!address || address.email !== claimed.to_email) mail = "address changed";
  else if (claimed.purpose === "confirm") {
    mail = address.confirmed_at !== null ? "already confirmed" : await confirmation(deps, claimed, lang);
  } else if (address.confirmed_at === null) mail = "address not confirmed";
  else mail = await notification(deps, claimed, lang);

  if (typeof mail === "string") {
    await deps.db.kysely
      .updateTable("notice_mails")
      .set({ dropped: mail, claimed_until: null })
      .where("id", "=", id)
      .execute();
    return "dropped";
  }
  const outgoing: OutgoingMail = {
    to: claimed.to_email,
    subject: mail.rendered.subject,
    text: mail.rendered.text,
    html: mail.rendered.html,
    messageId: `<notice-mail-${claimed.id}@${new URL(deps.config.PUBLIC_ORIGIN).hostname}>`,
    ...(mail.unsubscribeUrl ? { unsubscribeUrl: mail.unsubscribeUrl } : {}),
  };
  try {
    await deps.mailer.send(outgoing);
  } catch (error) {
    await deps.db.kysely.updateTable("notice_mails").set({ claimed_until: null }).where("id", "=", id).execute();
    if (claimed.token_id !== null) {
      await deps.db.kysely
        .updateTable("notice_email_tokens")
        .set({ token_hash: null })
        .where("id", "=", claimed.token_id)
        .execute();
    }
    throw error;
  }
  await deps.db.kysely
    .updateTable("notice_mails")
    .set({ sent_at: sql<Date>`now()`, claimed_until: null })
    .where("id", "=", id)
    .execute();
  return "sent";
}

/**
 * The confirmation mail: a fresh token whose hash replaces any earlier one of the row (an
 * earlier attempt's mail, if it arrived after all, then carries a dead link), so the token
 * itself exists only in the mail.
 */
async function confirmation(
  deps: MailDeps,
  claimed: Claimed,
  lang: ApiLang,
): Promise<{ rendered: RenderedMail } | string> {
  const { token, hash } = newConfirmToken();
  const updated = await deps.db.kysely
    .updateTable("notice_email_tokens")
    .set({ token_hash: hash })
    .where("id", "=", claimed.token_id ?? 0)
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return "link expired or replaced";
  const url = `${deps.config.PUBLIC_ORIGIN}${CONFIRM_PATH}?token=${token}`;
  return { rendered: renderConfirm(mailStrings(lang), claimed.to_email, url) };
}

/** The notifications a mail names, as they are now (deleted targets left out), newest first. */
async function mailNotices(deps: MailDeps, ids: number[]): Promise<MailNotice[]> {
  if (ids.length === 0) return [];
  const rows = await sql<{
    id: number;
    kind: string;
    count: number;
    target_title: string;
    target_url: string;
    data: Record<string, unknown>;
    names: string[] | null;
  }>`
    SELECT n.id, n.kind, n.count, n.target_title, n.target_url, n.data,
      (SELECT array_agg(coalesce(nullif(u.nickname, ''), substr(u.wallet_addr, 1, 8)) ORDER BY a.ord)
         FROM unnest(n.actors) WITH ORDINALITY AS a(uid, ord) JOIN users u ON u.uid = a.uid) AS names
    FROM notices n
    WHERE n.id = ANY(${ids}::bigint[]) AND NOT n.target_deleted
    ORDER BY n.seq DESC`.execute(deps.db.kysely);
  return rows.rows.flatMap((row) =>
    isNoticeKind(row.kind)
      ? [
          {
            id: Number(row.id),
            kind: row.kind,
            count: row.count,
            actors: row.names ?? [],
            title: row.target_title,
            url: row.target_url,
            data: Object.fromEntries(Object.entries(row.data ?? {}).map(([key, value]) => [key, String(value)])),
          },
        ]
      : [],
  );
}

async function notification(
  deps: MailDeps,
  claimed: Claimed,
  lang: ApiLang,
): Promise<{ rendered: RenderedMail; unsubscribeUrl: string } | string> {
  const notices = await mailNotices(deps, claimed.notice_ids.map(Number));
  if (notices.length === 0) return "nothing left to mail";
  const origin = deps.config.PUBLIC_ORIGIN;
  const unsubscribeUrl = (scope: string) => `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(scope)}`;
  const secret = deps.config.JWT_SECRET;
  const unsubscribe = Object.fromEntries(
    [...new Set(notices.map((notice) => notice.kind))].map((kind) => [
      kind,
      unsubscribeUrl(unsubscribeToken(secret, claimed.uid, kind)),
    ]),
  );
  const strings = mailStrings(lang);
  const links = { origin, settings: `${origin}${NOTICE_SETTINGS_PATH}`, unsubscribe };
  if (claimed.purpose === "instant") {
    const notice = notices[0] as MailNotice;
    return { rendered: renderInstant(strings, notice, links), unsubscribeUrl: unsubscribe[notice.kind] as string };
  }
  const digestUrl = unsubscribeUrl(unsubscribeToken(secret, claimed.uid, "digest"));
  return {
    rendered: renderDigest(strings, notices, { ...links, unsubscribeDigest: digestUrl }),
    unsubscribeUrl: digestUrl,
  };
}
