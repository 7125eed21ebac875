import { api, Code, GatewayError } from "@icms/protocol";
import { handle } from "../../../context.js";
import { voteDomain } from "./proposals.js";
import { countedTotals, loadProposal, resultsOf, unix } from "./read.js";

export const exportHandlers = {
  /** Every vote kept with its signature, oldest first, and the results: enough to recount (`recountVotes`). */
  proposal_vote_list: handle(api.daoclub_msrv.proposal_vote_list, async ({ proposal_id }, ctx) => {
    const proposal = await loadProposal(ctx.db, proposal_id);
    if (!proposal) throw new GatewayError(Code.NotFound);
    const [votes, totals] = await Promise.all([
      ctx.db.kysely
        .selectFrom("dao_votes")
        .select(["voter", "option_index", "weight", "signed_at", "signature", "counted"])
        .where("proposal_id", "=", proposal_id)
        .orderBy("id")
        .execute(),
      countedTotals(ctx.db, [proposal_id]),
    ]);
    return {
      proposal: {
        proposal_id: proposal.id,
        title: proposal.title,
        options: proposal.options,
        starts_at: unix(proposal.starts_at),
        ends_at: unix(proposal.ends_at),
        snapshot_block: Number(proposal.snapshot_block),
      },
      domain: voteDomain(ctx),
      votes: votes.map((v) => ({
        voter: v.voter as `0x${string}`,
        option: v.option_index,
        weight: v.weight,
        timestamp: Number(v.signed_at),
        signature: v.signature as `0x${string}`,
        counted: v.counted,
      })),
      results: resultsOf(proposal.options, totals.get(proposal_id)),
    };
  }),
};
