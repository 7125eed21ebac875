import {
  NOTICE_KINDS,
  NOTICE_TABS,
  type NoticeAudience,
  type NoticeEmailMode,
  type NoticeKind,
  type NoticePreference,
  type NoticeTab,
} from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

/** The centre's tab of each kind (every kind is in exactly one tab besides `all`). */
export const TAB_OF_KIND: Readonly<Record<NoticeKind, Exclude<NoticeTab, "all">>> = Object.fromEntries(
  Object.entries(NOTICE_TABS).flatMap(([tab, kinds]) =>
    tab === "all" ? [] : (kinds as readonly NoticeKind[]).map((kind) => [kind, tab]),
  ),
) as Record<NoticeKind, Exclude<NoticeTab, "all">>;

/**
 * The tabs whose kinds are mailed in the daily digest unless the user says otherwise: what
 * someone wrote to him, what review decided, money, and the platform's own notices. Likes,
 * collects, follows and planet activity are many and light, so they stay in the app.
 */
const DIGEST_TABS: ReadonlySet<NoticeTab> = new Set(["replies", "review", "money", "system"]);

/** A kind's row when the user never changed it: every kind in the app from everyone. */
export function defaultPreference(kind: NoticeKind): NoticePreference {
  return { kind, app: "everyone", email: DIGEST_TABS.has(TAB_OF_KIND[kind]) ? "digest" : "off" };
}

/** The whole matrix of `uid`: a row per kind, in the protocol's order, defaults filled in. */
export async function preferencesOf(q: Queryable, uid: number): Promise<NoticePreference[]> {
  const rows = await q.kysely
    .selectFrom("notice_prefs")
    .select(["kind", "app", "email"])
    .where("uid", "=", uid)
    .execute();
  const set = new Map(rows.map((r) => [r.kind, r]));
  return NOTICE_KINDS.map((kind) => {
    const row = set.get(kind);
    return row
      ? { kind, app: row.app as NoticeAudience, email: row.email as NoticeEmailMode }
      : defaultPreference(kind);
  });
}

/** Sets one kind's row (a row equal to the default is kept all the same: the user chose it). */
export async function setPreference(q: Queryable, uid: number, pref: NoticePreference): Promise<void> {
  await q.kysely
    .insertInto("notice_prefs")
    .values({ uid, kind: pref.kind, app: pref.app, email: pref.email })
    .onConflict((oc) =>
      oc.columns(["uid", "kind"]).doUpdateSet({ app: pref.app, email: pref.email, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
