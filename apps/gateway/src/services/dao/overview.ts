import { api, type DaoDecision, type DaoOverview } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { countedTotals, type ProposalRow, resultsOf, unix, winnerOf } from "./votes/read.js";

const RECENT = 5;

export const overviewHandlers = {
  /** Member and staked counts from the chain index, the latest closed proposals and purchases. */
  dao_overview: handle(api.daoclub_msrv.dao_overview, async (_input, ctx): Promise<DaoOverview> => {
    const q = ctx.db.kysely;
    const [members, staked, closed, purchases] = await Promise.all([
      q
        .selectFrom("chain_stakers")
        .select(sql<string>`COUNT(*)`.as("n"))
        .where("is_member", "=", true)
        .executeTakeFirst(),
      q
        .selectFrom("chain_nft_tokens")
        .select(sql<string>`COUNT(*)`.as("n"))
        .where("staker", "is not", null)
        .executeTakeFirst(),
      q
        .selectFrom("dao_proposals")
        .select([
          "id",
          "author_uid",
          "title",
          "body",
          "options",
          "starts_at",
          "ends_at",
          "snapshot_block",
          "created_at",
        ])
        .where("ends_at", "<", new Date())
        .orderBy("ends_at", "desc")
        .orderBy("id", "desc")
        .limit(RECENT)
        .execute() as Promise<ProposalRow[]>,
      q
        .selectFrom("chain_purchases")
        .select(["buyer", "quantity", "block_number", "tx_hash"])
        .orderBy("block_number", "desc")
        .orderBy("log_index", "desc")
        .limit(RECENT)
        .execute(),
    ]);
    const totals = await countedTotals(
      ctx.db,
      closed.map((p) => p.id),
    );
    const decisions: DaoDecision[] = closed.map((p) => {
      const results = resultsOf(p.options, totals.get(p.id));
      return {
        proposal_id: p.id,
        title: p.title,
        closed_at: unix(p.ends_at),
        winner: winnerOf(results),
        total_weight: results.reduce((sum, r) => sum + r.weight, 0),
      };
    });
    return {
      member_count: Number(members?.n ?? 0),
      staked_count: Number(staked?.n ?? 0),
      recent_decisions: decisions,
      recent_purchases: purchases.map((p) => ({
        buyer: p.buyer as `0x${string}`,
        quantity: p.quantity,
        block_number: Number(p.block_number),
        tx_hash: p.tx_hash as `0x${string}`,
      })),
    };
  }),
};
