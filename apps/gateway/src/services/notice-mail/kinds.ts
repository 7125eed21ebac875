import { NOTICE_KINDS, NOTICE_TABS, type NoticeKind } from "@icms/protocol";
import { sql } from "kysely";

/**
 * The kinds mailed in the digest when the member never changed their row: the defaults of the
 * preference matrix (the notices area's `defaultPreference`, which this area may not import:
 * areas meet only through their public entries). `emails.test.ts` checks, through
 * `notice_prefs`, that the two agree. Every kind's default in the app is `everyone`; no kind is
 * mailed at once unless its member asked.
 */
export const DEFAULT_DIGEST_KINDS: readonly NoticeKind[] = (["replies", "review", "money", "system"] as const).flatMap(
  (tab) => [...NOTICE_TABS[tab]],
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

/**
 * Whether notification `n` is unread: the notices area's model (0078), a per-item flag over the
 * member's cursor of `all` or of the notification's tab. A deleted target no longer counts.
 */
export const unreadSql = sql<boolean>`NOT n.target_deleted AND (n.read IS FALSE OR (n.read IS NULL AND n.seq > coalesce(
  (SELECT max(c.up_to) FROM notice_cursors c WHERE c.uid = n.uid AND c.tab IN ('all', n.tab)), 0)))`;
