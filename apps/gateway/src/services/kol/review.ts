import { api, Code, GatewayError, type KolReviewAction } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { requirePrivilege } from "../user/public.js";
import { kolRows, toKolApplication } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";
import { noticeKolStatus } from "./notice-events.js";

/** The privilege of the operators who review KOL applications (migration 0052). */
const REVIEW_KOL = "review_kol";

type Decided = { state: "approved" | "not_approved" | "offline"; reason: string };

/**
 * What a decision does from a state: approve or refuse an application under review (801123 once
 * decided), take an approved KOL offline (801128 when already offline, 801191 otherwise).
 */
function decide(action: KolReviewAction, state: string, reason: string): Decided {
  if (action === "offline") {
    if (state === "offline") throw new GatewayError(Code.AlreadyOffline);
    if (state !== "approved") throw new GatewayError(Code.KolNotApproved);
    return { state: "offline", reason };
  }
  if (state !== "under_review") throw new GatewayError(Code.AlreadyReviewed);
  return action === "approve" ? { state: "approved", reason: "" } : { state: "not_approved", reason };
}

export const reviewHandlers = {
  /** Applications by state (all when left out): waiting ones oldest first, others latest first. */
  kol_review_list: handle(api.user_msrv.kol_review_list, async (params, ctx) => {
    const me = ctx.session.uid;
    await requirePrivilege(ctx.db.kysely, me, REVIEW_KOL);
    let query = kolRows(ctx.db.kysely, me);
    let count = ctx.db.kysely.selectFrom("kols as k").select((eb) => eb.fn.countAll<number>().as("n"));
    if (params.state) {
      query = query.where("k.state", "=", params.state);
      count = count.where("k.state", "=", params.state);
    }
    const queueFirst = params.state === "under_review";
    const rows = await query
      .orderBy(queueFirst ? "k.submitted_at" : "k.updated_at", queueFirst ? "asc" : "desc")
      .orderBy("k.id", queueFirst ? "asc" : "desc")
      .$call(onePage(params))
      .execute();
    const total = await count.executeTakeFirst();
    return paged(
      rows.map((row) => toKolApplication(row, me)),
      Number(total?.n ?? 0),
      params,
    );
  }),

  /**
   * Approves, refuses (with a reason) or takes offline (with a reason). Approving and refusing
   * name the revision read: a newer submission answers 801192. An approval computes the scores
   * in a job sent with it.
   */
  kol_set_status: handle(api.user_msrv.kol_set_status, async (params, ctx) => {
    const me = ctx.session.uid;
    await requirePrivilege(ctx.db.kysely, me, REVIEW_KOL);
    return ctx.db.tx(async (q) => {
      const kol = await q.kysely
        .selectFrom("kols")
        .select(["id", "state", "revision"])
        .where("id", "=", params.kol_id)
        .forUpdate()
        .executeTakeFirst();
      if (!kol) throw new GatewayError(Code.NotFound);
      const next = decide(params.action, kol.state, params.reason);
      if (params.action !== "offline" && kol.revision !== params.revision) {
        throw new GatewayError(Code.KolApplicationChanged);
      }
      await q.kysely
        .updateTable("kols")
        .set({
          state: next.state,
          reason: next.reason,
          reviewer_uid: me,
          reviewed_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
          ...(next.state === "approved" ? { approved_at: sql<Date>`now()` } : {}),
        })
        .where("id", "=", kol.id)
        .execute();
      if (next.state === "approved") await ctx.jobs.send(q, "kol.score", { kol_id: kol.id });
      await noticeKolStatus(q, kol.id);
      const row = await kolRows(q.kysely, me).where("k.id", "=", kol.id).executeTakeFirstOrThrow();
      return toKolApplication(row, me);
    });
  }),
};
