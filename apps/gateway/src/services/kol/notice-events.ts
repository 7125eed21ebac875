/**
 * The notices KOLs write (docs/notices.md, "Where events come from"): the applicant hears
 * `kol_status` (approved, not approved or taken offline, with the reason) in the review's
 * transaction, the reviewing operator not named; a KOL hears of the likes of the profile.
 */
import type { Queryable } from "../../db/db.js";
import { notify } from "../notices/public.js";

const profileUrl = (kol: { id: number; uid: number }) =>
  `/icmsdao/kolDetail?${new URLSearchParams({ kol_id: String(kol.id), uid: String(kol.uid) })}`;

export async function noticeKolStatus(q: Queryable, kolId: number): Promise<void> {
  const kol = await q.kysely
    .selectFrom("kols")
    .select(["id", "uid", "name", "state", "reason"])
    .where("id", "=", kolId)
    .executeTakeFirstOrThrow();
  const data: Record<string, string> = { status: kol.state };
  if (kol.reason.trim() !== "") data.reasons = kol.reason.trim();
  const url = kol.state === "approved" ? profileUrl(kol) : "/ucenter/kol_apply";
  await notify(q, { kind: "kol_status", to: kol.uid, target: { type: "kol", id: kol.id, title: kol.name, url }, data });
}

/** A like of a KOL's profile: the KOL hears of it, grouped while unread. */
export async function noticeKolLike(q: Queryable, kolId: number, uid: number): Promise<void> {
  const kol = await q.kysely
    .selectFrom("kols")
    .select(["id", "uid", "name"])
    .where("id", "=", kolId)
    .executeTakeFirstOrThrow();
  await notify(q, {
    kind: "like",
    to: kol.uid,
    actor: uid,
    target: { type: "kol", id: kol.id, title: kol.name, url: profileUrl(kol) },
  });
}
