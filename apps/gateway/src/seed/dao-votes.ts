/**
 * Demo proposals (development only, with the public development keys of the local chain's demo
 * X-Men): alice may propose; a closed proposal with votes signed by alice and carol and its
 * result, and an open one carol has voted on. Snapshots are the chain's latest block.
 */
import { voteTypedData } from "@icms/protocol";
import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Config } from "../config.js";
import type { Queryable } from "../db/db.js";
import { applyVote, verifyVote } from "../services/dao/votes/ballots.js";
import { PROPOSE_PRIVILEGE } from "../services/dao/votes/proposals.js";
import { loadProposal } from "../services/dao/votes/read.js";
import { createStakingReader } from "../services/dao/votes/staking.js";
import { shortAddress } from "../services/user/users.js";

export interface DemoVoter {
  name: string;
  address: string;
  /** A public development key. */
  privateKey?: Hex;
}

const DAY = 86_400;

const PROPOSALS = [
  {
    title: "Translate the wiki's DeFi section into Russian",
    body: "Fund a month of translation for the wiki's DeFi entries from the activity reserve.",
    options: ["Yes, fund it", "No", "Only the ten most read entries"],
    from: -10 * DAY,
    to: -3 * DAY,
    votes: [
      ["alice", 0],
      ["carol", 2],
    ],
  },
  {
    title: "Open a monthly creator award",
    body: "Each month, X-Men pick the best article and video; the winners share 500 ICT from contribution mining.",
    options: ["Yes", "No", "Quarterly instead"],
    from: -1 * DAY,
    to: 14 * DAY,
    votes: [["carol", 2]],
  },
] as const;

/** Seeds the demo proposals once (none when proposals exist or no chain runs); answers how many. */
export async function seedDaoVotes(
  q: Queryable,
  config: Pick<Config, "RPC_URL" | "CONTRACTS_FILE" | "CHAIN_ID">,
  voters: readonly DemoVoter[],
  now = Math.floor(Date.now() / 1000),
): Promise<number> {
  const staking = createStakingReader(config);
  const byName = new Map(voters.map((v) => [v.name, v]));
  const alice = byName.get("alice");
  if (!staking || !alice) return 0;
  if (await q.kysely.selectFrom("dao_proposals").select("id").limit(1).executeTakeFirst()) return 0;
  // the demo users exist once demo content is seeded; a database without it gets them here
  const uidOf = async (wallet: string) => {
    const address = wallet.toLowerCase();
    await q.kysely
      .insertInto("users")
      .values({ wallet_addr: address, nickname: shortAddress(address) })
      .onConflict((oc) => oc.column("wallet_addr").doNothing())
      .execute();
    return (await q.kysely.selectFrom("users").select("uid").where("wallet_addr", "=", address).executeTakeFirst())
      ?.uid;
  };
  const author = await uidOf(alice.address);
  if (author === undefined) return 0;
  await q.kysely
    .insertInto("user_privileges")
    .values({ uid: author, privilege_code: PROPOSE_PRIVILEGE, val: 1 })
    .onConflict((oc) => oc.columns(["uid", "privilege_code"]).doUpdateSet({ val: 1 }))
    .execute();
  const snapshot = await staking.blockNumber();
  for (const p of PROPOSALS) {
    const { id } = await q.kysely
      .insertInto("dao_proposals")
      .values({
        author_uid: author,
        title: p.title,
        body: p.body,
        options: JSON.stringify(p.options),
        starts_at: new Date((now + p.from) * 1000),
        ends_at: new Date((now + p.to) * 1000),
        snapshot_block: snapshot,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const proposal = await loadProposal(q, id);
    if (!proposal) continue;
    for (const [name, option] of p.votes) {
      const voter = byName.get(name);
      const uid = voter && (await uidOf(voter.address));
      if (!voter?.privateKey || uid === undefined) continue;
      const account = privateKeyToAccount(voter.privateKey);
      // signed as the wallet would have, an hour into the window
      const timestamp = now + p.from + 3600;
      const signature = await account.signTypedData(
        voteTypedData(staking.domain, {
          proposalId: BigInt(id),
          option,
          voter: account.address,
          timestamp: BigInt(timestamp),
        }),
      );
      const vote = { proposal_id: id, option, timestamp, signature };
      const verified = await verifyVote(q, staking, proposal, vote, { uid, wallet: voter.address }, timestamp);
      await applyVote({ tx: (work) => work(q) }, verified);
    }
  }
  return PROPOSALS.length;
}
