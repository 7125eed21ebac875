import { api, Code, GatewayError, type VoteDomain } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../../context.js";
import type { Queryable } from "../../../db/db.js";
import {
  countedTotals,
  loadProposal,
  PROPOSAL_COLUMNS,
  type ProposalRow,
  proposalDetail,
  resultsOf,
  toSummary,
} from "./read.js";
import { onePage, paged } from "../../../db/paging.js";
import { scheduleProposalNotices } from "./notice-events.js";

/** The privilege that lets a user open proposals (docs/dao.md, "Votes"). */
export const PROPOSE_PRIVILEGE = "dao_propose";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The domain votes are signed in; without a chain there is none to vote on. */
export function voteDomain(ctx: { voteStaking: { domain: VoteDomain } | null; config: { CHAIN_ID: number } }) {
  return ctx.voteStaking?.domain ?? { chain_id: ctx.config.CHAIN_ID, verifying_contract: "0x" as `0x${string}` };
}

async function canPropose(q: Queryable, uid: number): Promise<boolean> {
  const row = await q.kysely
    .selectFrom("user_privileges")
    .select("val")
    .where("uid", "=", uid)
    .where("privilege_code", "=", PROPOSE_PRIVILEGE)
    .executeTakeFirst();
  return row?.val === 1;
}

export const proposalHandlers = {
  proposal_list: handle(api.daoclub_msrv.proposal_list, async ({ state, page, page_size }, ctx) => {
    const now = new Date();
    const base = ctx.db.kysely.selectFrom("dao_proposals").where("ends_at", state === "active" ? ">=" : "<", now);
    const [rows, count] = await Promise.all([
      base
        .select(PROPOSAL_COLUMNS)
        .orderBy("ends_at", state === "active" ? "asc" : "desc")
        .orderBy("id", "desc")
        .$call(onePage({ page, page_size }))
        .execute() as Promise<ProposalRow[]>,
      base.select(sql<string>`COUNT(*)`.as("n")).executeTakeFirst(),
    ]);
    const totals = await countedTotals(
      ctx.db,
      rows.map((r) => r.id),
    );
    const at = nowSeconds();
    return paged(
      rows.map((row) => toSummary(row, resultsOf(row.options, totals.get(row.id)), at)),
      Number(count?.n ?? 0),
      { page, page_size },
    );
  }),

  proposal_detail: handle(api.daoclub_msrv.proposal_detail, async ({ proposal_id }, ctx) => {
    const row = await loadProposal(ctx.db, proposal_id);
    if (!row) throw new GatewayError(Code.NotFound);
    return proposalDetail(ctx.db, row, ctx.session?.wallet ?? null, voteDomain(ctx), nowSeconds());
  }),

  proposal_add: handle(api.daoclub_msrv.proposal_add, async (input, ctx) => {
    if (!(await canPropose(ctx.db, ctx.session.uid))) throw new GatewayError(Code.PermissionDenied);
    const now = nowSeconds();
    const startsAt = input.starts_at ?? now;
    if (input.ends_at <= now) throw new GatewayError(Code.ParamInvalid);
    if (!ctx.voteStaking) throw new GatewayError(Code.Failed);
    let snapshot: number;
    try {
      snapshot = await ctx.voteStaking.blockNumber();
    } catch (error) {
      ctx.log.warn({ err: error }, "proposal snapshot: the chain did not answer");
      throw new GatewayError(Code.Failed);
    }
    const row = await ctx.db.tx(async (q) => {
      const added = (await q.kysely
        .insertInto("dao_proposals")
        .values({
          author_uid: ctx.session.uid,
          title: input.title,
          body: input.body,
          options: JSON.stringify(input.options),
          starts_at: new Date(startsAt * 1000),
          ends_at: new Date(input.ends_at * 1000),
          snapshot_block: snapshot,
        })
        .returning(PROPOSAL_COLUMNS)
        .executeTakeFirstOrThrow()) as ProposalRow;
      await scheduleProposalNotices(ctx, q, added, now);
      return added;
    });
    return proposalDetail(ctx.db, row, ctx.session.wallet, voteDomain(ctx), now);
  }),
};
