/**
 * What a proposal tells the DAO (docs/notices.md, "Where events come from"): the X-Men that it
 * opened (`proposal_opened`), those who have not voted that it closes within a day
 * (`proposal_closing`), and its voters and author its result (`proposal_result`). The members
 * may be many, so each stage is the job `dao.proposal-notice`, all three sent in the proposal's
 * transaction and held back by pg-boss until their moment (its start, a day before its end, its
 * end), so each is written once per proposal.
 */
import { sql } from "kysely";
import type { AppContext } from "../../../context.js";
import type { Queryable } from "../../../db/db.js";
import { notify } from "../../notices/public.js";
import { countedTotals, loadProposal, type ProposalRow, resultsOf, unix, winnerOf } from "./read.js";

export type ProposalStage = "opened" | "closing" | "result";

/** How long before its end a proposal's "closing" notice goes out. */
const CLOSING_NOTICE_SECONDS = 24 * 3600;
/** Recipients per `notify` call, all in the job's one transaction (so a retry tells no one twice). */
const BATCH = 500;

/** Sends the three stages' jobs, in the proposal's transaction. */
export async function scheduleProposalNotices(
  app: Pick<AppContext, "jobs">,
  q: Queryable,
  proposal: Pick<ProposalRow, "id" | "starts_at" | "ends_at">,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const ends = unix(proposal.ends_at);
  // A proposal that starts later opens then.
  await app.jobs.send(
    q,
    "dao.proposal-notice",
    { proposal_id: proposal.id, stage: "opened" },
    {
      startAfterSeconds: Math.max(0, unix(proposal.starts_at) - now),
    },
  );
  const closingIn = Math.max(0, ends - CLOSING_NOTICE_SECONDS - now);
  await app.jobs.send(
    q,
    "dao.proposal-notice",
    { proposal_id: proposal.id, stage: "closing" },
    {
      startAfterSeconds: closingIn,
    },
  );
  // A second after the end, so the last vote's second has passed.
  const resultIn = Math.max(0, ends - now + 1);
  await app.jobs.send(
    q,
    "dao.proposal-notice",
    { proposal_id: proposal.id, stage: "result" },
    {
      startAfterSeconds: resultIn,
    },
  );
}

/** The X-Men with an account (a wallet with an NFT staked, as the index knows), those who voted left out when asked. */
function members(q: Queryable, proposalId: number, withoutVoters: boolean) {
  return sql<{ uid: number }>`SELECT u.uid FROM users u JOIN chain_stakers s ON s.wallet = u.wallet_addr
     WHERE s.is_member AND u.status = 0
       ${withoutVoters ? sql`AND NOT EXISTS (SELECT 1 FROM dao_votes v WHERE v.proposal_id = ${proposalId} AND v.counted AND v.uid = u.uid)` : sql``}
     ORDER BY u.uid`.execute(q.kysely);
}

const voters = (q: Queryable, proposalId: number) =>
  sql<{
    uid: number;
  }>`SELECT DISTINCT uid FROM dao_votes WHERE proposal_id = ${proposalId} AND counted ORDER BY uid`.execute(q.kysely);

/** The job: one stage's notices, in one transaction. A stage whose moment has passed by (a proposal's end moved) sends nothing. */
export async function sendProposalNotices(
  app: Pick<AppContext, "db">,
  proposalId: number,
  stage: ProposalStage,
): Promise<void> {
  await app.db.tx(async (q) => {
    const proposal = await loadProposal(q, proposalId);
    if (!proposal) return;
    const ends = unix(proposal.ends_at);
    const now = Math.floor(Date.now() / 1000);
    if (stage === "closing" && now > ends) return;
    if (stage === "result" && now <= ends) return;
    const target = {
      type: "proposal",
      id: proposal.id,
      title: proposal.title,
      url: `/icmsdao/icms_vote?id=${proposal.id}`,
    };
    const thread = { type: "proposal", id: proposal.id } as const;
    let to: number[];
    let data: Record<string, string> = { ends_at: new Date(proposal.ends_at).toISOString() };
    if (stage === "result") {
      to = [proposal.author_uid, ...(await voters(q, proposal.id)).rows.map((row) => row.uid)];
      const results = resultsOf(proposal.options, (await countedTotals(q, [proposal.id])).get(proposal.id));
      const winner = winnerOf(results);
      data = {
        result: winner?.label ?? "",
        option: winner === null ? "" : String(winner.option),
        voters: String(results.reduce((sum, r) => sum + r.voters, 0)),
        weight: String(results.reduce((sum, r) => sum + r.weight, 0)),
      };
    } else {
      to = (await members(q, proposal.id, stage === "closing")).rows.map((row) => row.uid);
    }
    const kind = stage === "opened" ? "proposal_opened" : stage === "closing" ? "proposal_closing" : "proposal_result";
    // The author opened it: told of its result, not of its opening or its closing.
    const actor = stage === "result" ? undefined : proposal.author_uid;
    for (let i = 0; i < to.length; i += BATCH) {
      const batch = to.slice(i, i + BATCH);
      if (actor === undefined) await notify(q, { kind, to: batch, target, thread, data });
      else await notify(q, { kind, to: batch, actor, target, thread, data });
    }
  });
}
