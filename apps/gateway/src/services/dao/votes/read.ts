/** Proposals as the vote calls answer them: state by the clock, results from the counted votes. */
import type { ProposalDetail, ProposalOptionResult, ProposalState, ProposalSummary, VoteDomain } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../../db/db.js";

export interface ProposalRow {
  id: number;
  author_uid: number;
  title: string;
  body: string;
  options: string[];
  starts_at: Date;
  ends_at: Date;
  snapshot_block: number | string;
  created_at: Date;
}

/** The columns every proposal read takes, as `ProposalRow` types them. */
export const PROPOSAL_COLUMNS = [
  "id",
  "author_uid",
  "title",
  "body",
  "options",
  "starts_at",
  "ends_at",
  "snapshot_block",
  "created_at",
] as const;

export const unix = (date: Date): number => Math.floor(date.getTime() / 1000);

function proposalState(row: Pick<ProposalRow, "starts_at" | "ends_at">, now: number): ProposalState {
  if (now < unix(row.starts_at)) return "upcoming";
  return now <= unix(row.ends_at) ? "active" : "closed";
}

export function loadProposal(q: Queryable, id: number) {
  return q.kysely
    .selectFrom("dao_proposals")
    .select(PROPOSAL_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst() as Promise<ProposalRow | undefined>;
}

/** Weight and voters per option of the counted votes of each proposal in `ids`. */
export async function countedTotals(q: Queryable, ids: number[]) {
  const totals = new Map<number, Map<number, { weight: number; voters: number }>>();
  if (ids.length === 0) return totals;
  const rows = await q.kysely
    .selectFrom("dao_votes")
    .select(["proposal_id", "option_index", sql<string>`SUM(weight)`.as("weight"), sql<string>`COUNT(*)`.as("voters")])
    .where("proposal_id", "in", ids)
    .where("counted", "=", true)
    .groupBy(["proposal_id", "option_index"])
    .execute();
  for (const row of rows) {
    const options = totals.get(row.proposal_id) ?? new Map();
    options.set(row.option_index, { weight: Number(row.weight), voters: Number(row.voters) });
    totals.set(row.proposal_id, options);
  }
  return totals;
}

export function resultsOf(
  options: string[],
  totals: Map<number, { weight: number; voters: number }> | undefined,
): ProposalOptionResult[] {
  return options.map((label, option) => ({ option, label, ...(totals?.get(option) ?? { weight: 0, voters: 0 }) }));
}

/** The option with the most weight (the lowest index on a tie), or null without votes. */
export function winnerOf(results: ProposalOptionResult[]): ProposalOptionResult | null {
  let best: ProposalOptionResult | null = null;
  for (const result of results) if (result.weight > 0 && (!best || result.weight > best.weight)) best = result;
  return best;
}

export function toSummary(row: ProposalRow, results: ProposalOptionResult[], now: number): ProposalSummary {
  const state = proposalState(row, now);
  return {
    proposal_id: row.id,
    title: row.title,
    options: row.options,
    state,
    starts_at: unix(row.starts_at),
    ends_at: unix(row.ends_at),
    snapshot_block: Number(row.snapshot_block),
    total_weight: results.reduce((sum, r) => sum + r.weight, 0),
    voter_count: results.reduce((sum, r) => sum + r.voters, 0),
    winning_option: state === "closed" ? (winnerOf(results)?.option ?? null) : null,
  };
}

/** One proposal with its results and `wallet`'s counted vote. */
export async function proposalDetail(
  q: Queryable,
  row: ProposalRow,
  wallet: string | null,
  domain: VoteDomain,
  now: number,
): Promise<ProposalDetail> {
  const [totals, author, mine] = await Promise.all([
    countedTotals(q, [row.id]),
    q.kysely.selectFrom("users").select("nickname").where("uid", "=", row.author_uid).executeTakeFirst(),
    wallet
      ? q.kysely
          .selectFrom("dao_votes")
          .select(["option_index", "weight", "signed_at"])
          .where("proposal_id", "=", row.id)
          .where("voter", "=", wallet.toLowerCase())
          .where("counted", "=", true)
          .executeTakeFirst()
      : undefined,
  ]);
  const results = resultsOf(row.options, totals.get(row.id));
  return {
    ...toSummary(row, results, now),
    body: row.body,
    author_uid: row.author_uid,
    author_nickname: author?.nickname ?? "",
    results,
    my_vote: mine ? { option: mine.option_index, weight: mine.weight, timestamp: Number(mine.signed_at) } : null,
    domain,
    created_at: unix(row.created_at),
  };
}
