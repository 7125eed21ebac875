/**
 * The notice a KOL review writes (docs/notices.md, "Where events come from"): the applicant hears
 * `kol_status` (approved, not approved or taken offline, with the reason) in the review's
 * transaction. The reviewing operator is not named.
 */
import type { Queryable } from "../../db/db.js";
import { notify } from "../notices/public.js";

export async function noticeKolStatus(q: Queryable, kolId: number): Promise<void> {
  const kol = await q.kysely
    .selectFrom("kols")
    .select(["id", "uid", "name", "state", "reason"])
    .where("id", "=", kolId)
    .executeTakeFirstOrThrow();
  const data: Record<string, string> = { status: kol.state };
  if (kol.reason.trim() !== "") data.reasons = kol.reason.trim();
  const url =
    kol.state === "approved"
      ? `/icmsdao/kolDetail?${new URLSearchParams({ kol_id: String(kol.id), uid: String(kol.uid) })}`
      : "/ucenter/kol_apply";
  await notify(q, { kind: "kol_status", to: kol.uid, target: { type: "kol", id: kol.id, title: kol.name, url }, data });
}
