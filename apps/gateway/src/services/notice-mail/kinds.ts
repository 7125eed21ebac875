import { NOTICE_KINDS, type NoticeKind } from "@icms/protocol";
import { sql } from "kysely";
import { defaultPreference, isRead } from "../notices/public.js";

/**
 * The kinds mailed in the digest when the member never changed their row: the defaults of the
 * notices area's preference matrix. No kind is mailed at once unless its member asked.
 */
export const DEFAULT_DIGEST_KINDS: readonly NoticeKind[] = NOTICE_KINDS.filter(
  (kind) => defaultPreference(kind).email === "digest",
);

/** The app audience a preference row gets when an unsubscribe link writes it first. */
export const DEFAULT_APP_AUDIENCE = "everyone";

const known: ReadonlySet<string> = new Set(NOTICE_KINDS);
export const isNoticeKind = (kind: string): kind is NoticeKind => known.has(kind);

/**
 * The SQL expression of a notification's e-mail mode: its member's row, else the default.
 * `n` is the notification, `p` the member's `notice_prefs` row of its kind (left-joined).
 */
export const emailModeSql = sql<string>`coalesce(p.email,
  CASE WHEN n.kind = ANY(${[...DEFAULT_DIGEST_KINDS]}::text[]) THEN 'digest' ELSE 'off' END)`;

/** Whether notification `n` is unread, by the notices area's read model; a deleted target no longer counts. */
export const unreadSql = sql<boolean>`NOT n.target_deleted AND NOT ${isRead("n")}`;
