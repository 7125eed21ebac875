/**
 * A gateway on a dev chain for the vote tests: the indexer running, signed-in demo wallets, the
 * proposing privilege and EIP-712 vote signatures as a wallet makes them.
 */
import { api, type VoteDomain, voteTypedData } from "@icms/protocol";
import type { PrivateKeyAccount } from "viem/accounts";
import type { Indexer } from "../src/chain/indexer.js";
import { startChainIndexer } from "../src/chain/start.js";
import { silentLog, startTestChain, type TestChain } from "./chain-harness.js";
import { signIn, startTestGateway, type TestGateway } from "./harness.js";

type DemoName = "alice" | "bob" | "carol" | "dave";

export interface VoteWorld {
  chain: TestChain;
  gw: TestGateway;
  indexer: Indexer;
  synced(): Promise<void>;
  /** A signed-in client of the demo wallet. */
  as(name: DemoName): Promise<ReturnType<TestGateway["client"]>>;
  grantPropose(name: DemoName): Promise<void>;
  stop(): Promise<void>;
}

export async function startVoteWorld(): Promise<VoteWorld> {
  const chain = await startTestChain();
  const gw = await startTestGateway(chain.env);
  const indexer = await startChainIndexer(gw.config, gw.db, silentLog);
  if (!indexer) throw new Error("the indexer did not start");
  const clients = new Map<DemoName, ReturnType<TestGateway["client"]>>();
  const world: VoteWorld = {
    chain,
    gw,
    indexer,
    synced: async () => indexer.waitForBlock(await chain.blockNumber()),
    async as(name) {
      let client = clients.get(name);
      if (!client) {
        client = gw.client((await signIn(gw, chain.account(name))).session);
        clients.set(name, client);
      }
      return client;
    },
    async grantPropose(name) {
      await world.as(name);
      const wallet = chain.account(name).address.toLowerCase();
      await gw.db.query(
        `INSERT INTO user_privileges (uid, privilege_code, val)
         SELECT uid, 'dao_propose', 1 FROM users WHERE wallet_addr = $1
         ON CONFLICT (uid, privilege_code) DO UPDATE SET val = 1`,
        [wallet],
      );
    },
    async stop() {
      await indexer.stop();
      await gw.close();
      await chain.stop();
    },
  };
  return world;
}

/** A vote signed by `account` (as the web app has the wallet sign it), ready for `proposal_vote`. */
export async function signVote(
  account: PrivateKeyAccount,
  domain: VoteDomain,
  proposalId: number,
  option: number,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = await account.signTypedData(
    voteTypedData(domain, {
      proposalId: BigInt(proposalId),
      option,
      voter: account.address,
      timestamp: BigInt(timestamp),
    }),
  );
  return { proposal_id: proposalId, option, timestamp, signature };
}

/** A proposal open for a day, by a client holding the privilege. */
export function openProposal(client: ReturnType<TestGateway["client"]>, title = "Fund the wiki translators") {
  return client.call(api.daoclub_msrv.proposal_add, {
    title,
    body: "Should the treasury fund a month of wiki translation?",
    options: "Yes\nNo\nAbstain",
    ends_at: Math.floor(Date.now() / 1000) + 86_400,
  });
}
