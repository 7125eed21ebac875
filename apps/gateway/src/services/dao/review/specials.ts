import { api, Code, GatewayError, type ReviewSpecial, type ReviewSpecialDetail } from "@icms/protocol";
import { type CallContext, handle } from "../../../context.js";
import { specialsWithOwner, toSpecialSummary } from "../../../shared/special-rows.js";
import { decide } from "./decide.js";
import { requireIndexedMember } from "./membership.js";
import { quorumOf, tallies } from "./tally.js";
import { openVotes } from "./votes.js";
import { onePage, paged } from "../../../db/paging.js";

async function waitingSpecials(
  ctx: CallContext<"required">,
  params: { page: number; page_size: number; special_type?: number },
) {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const waiting = specialsWithOwner(ctx.db.kysely, ctx.session.uid)
    .where("s.status", "=", "audit")
    .$if(params.special_type !== undefined, (q) => q.where("s.special_type", "=", params.special_type as number));
  const rows = await waiting.orderBy("s.created_at").orderBy("s.id").$call(onePage(params)).execute();
  const total = await ctx.db.kysely
    .selectFrom("specials as s")
    .where("s.status", "=", "audit")
    .$if(params.special_type !== undefined, (q) => q.where("s.special_type", "=", params.special_type as number))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const counts = await tallies(
    ctx.db,
    ["special"],
    rows.map((row) => row.id),
    ctx.session.uid,
    quorum,
  );
  const list: ReviewSpecial[] = rows.map((row) =>
    Object.assign(toSpecialSummary(row), {
      review: counts.get(row.id) ?? { pass_count: 0, reject_count: 0, quorum, my_decision: null },
    }),
  );
  return paged(list, Number(total?.n ?? 0), params);
}

async function waitingSpecial(ctx: CallContext<"required">, id: number): Promise<ReviewSpecialDetail> {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const row = await specialsWithOwner(ctx.db.kysely, ctx.session.uid).where("s.id", "=", id).executeTakeFirst();
  if (row?.status !== "audit") throw new GatewayError(Code.NotFound);
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const review = (await tallies(ctx.db, ["special"], [id], ctx.session.uid, quorum)).get(id);
  return Object.assign(toSpecialSummary(row), {
    review: review ?? { pass_count: 0, reject_count: 0, quorum, my_decision: null },
    votes: await openVotes(ctx.db, "special", id, ctx.lang),
  });
}

export const specialReviewHandlers = {
  dao_special_list: handle(api.daoclub_msrv.dao_special_list, (params, ctx) => waitingSpecials(ctx, params)),
  dao_special_detail: handle(api.daoclub_msrv.dao_special_detail, (params, ctx) =>
    waitingSpecial(ctx, params.special_id),
  ),
  dao_special_set_status: handle(api.daoclub_msrv.dao_special_set_status, (params, ctx) =>
    decide(ctx, Object.assign({ kind: "special" as const, item_id: params.special_id }, params)),
  ),
};
