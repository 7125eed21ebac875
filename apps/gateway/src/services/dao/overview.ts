import { api, type DaoDecision, type DaoOverview, type DaoReviewOutcome } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { countedTotals, PROPOSAL_COLUMNS, type ProposalRow, resultsOf, unix, winnerOf } from "./votes/read.js";

const RECENT = 5;

/**
 * The latest items the review decided. A round's decisions are settled together when one of them
 * reaches a quorum, so the newest settled decision on an item is the one that decided it, and its
 * own pass or reject is the outcome.
 */
async function recentReviewOutcomes(q: Queryable): Promise<DaoReviewOutcome[]> {
  const { rows } = await sql<{
    kind: DaoReviewOutcome["kind"];
    item_id: number;
    decision: "pass" | "reject";
    created_at: Date;
    title: string | null;
  }>`SELECT r.kind, r.item_id, r.decision, r.created_at, COALESCE(a.title, s.name) AS title
     FROM (SELECT DISTINCT ON (kind, item_id) id, kind, item_id, decision, created_at
           FROM review_decisions WHERE settled ORDER BY kind, item_id, id DESC) r
     LEFT JOIN articles a ON r.kind IN ('article', 'wiki') AND a.id = r.item_id AND a.status <> 'deleted'
     LEFT JOIN specials s ON r.kind = 'special' AND s.id = r.item_id AND s.status <> 'deleted'
     WHERE COALESCE(a.id, s.id) IS NOT NULL
     ORDER BY r.id DESC
     LIMIT ${RECENT}`.execute(q.kysely);
  return rows.map((row) => ({
    kind: row.kind,
    item_id: row.item_id,
    title: row.title ?? "",
    outcome: row.decision === "pass" ? "online" : "refused",
    decided_at: unix(row.created_at),
  }));
}

export const overviewHandlers = {
  /** Member and staked counts from the chain index, the latest closed proposals, review outcomes and purchases. */
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
        .select(PROPOSAL_COLUMNS)
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
    const reviews = await recentReviewOutcomes(ctx.db);
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
      recent_reviews: reviews,
      recent_purchases: purchases.map((p) => ({
        buyer: p.buyer as `0x${string}`,
        quantity: p.quantity,
        block_number: Number(p.block_number),
        tx_hash: p.tx_hash as `0x${string}`,
      })),
    };
  }),
};
