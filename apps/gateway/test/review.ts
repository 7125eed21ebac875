/**
 * Review tests: a gateway with a review quorum on the local dev chain (alice and carol staked,
 * bob and dave not), its indexer running, and EIP-712 decisions signed as the web app signs them.
 */
import { randomBytes } from "node:crypto";
import { type ReviewFields, reviewTypedData } from "@icms/protocol";
import type { PrivateKeyAccount } from "viem";
import type { Indexer } from "../src/chain/indexer.js";
import { startChainIndexer } from "../src/chain/start.js";
import { silentLog, startTestChain, type TestChain } from "./chain-harness.js";
import { startContentGateway } from "./cms.js";
import { signIn, type TestGateway } from "./harness.js";

export interface ReviewSetup {
  chain: TestChain;
  gw: TestGateway;
  indexer: Indexer;
  /** Waits until the indexer has read the chain's head. */
  synced(): Promise<void>;
  close(): Promise<void>;
}

export async function startReviewGateway(quorum = 2): Promise<ReviewSetup> {
  const chain = await startTestChain();
  const gw = await startContentGateway({ ...chain.env, REVIEW_QUORUM: String(quorum) });
  const indexer = await startChainIndexer(gw.config, gw.db, silentLog);
  if (!indexer) throw new Error("the indexer did not start");
  const synced = async () => indexer.waitForBlock(await chain.blockNumber());
  await synced();
  return {
    chain,
    gw,
    indexer,
    synced,
    async close() {
      await indexer.stop();
      await gw.close();
      await chain.stop();
    },
  };
}

export interface Reviewer {
  account: PrivateKeyAccount;
  uid: number;
  client: ReturnType<TestGateway["client"]>;
}

export async function reviewer(setup: ReviewSetup, name: "alice" | "bob" | "carol" | "dave"): Promise<Reviewer> {
  const account = setup.chain.account(name);
  const login = await signIn(setup.gw, account);
  return { account, uid: login.uid, client: setup.gw.client(login.session) };
}

type Decision = Pick<ReviewFields, "kind" | "item_id" | "decision"> & Partial<ReviewFields>;

/** A fresh nonce and a deadline ten minutes ahead. */
const freshNonce = () => BigInt(`0x${randomBytes(16).toString("hex")}`).toString();

/**
 * The call's decision fields and signature, signed by `signer` for this platform's domain
 * (`chainId` or `verifyingContract` override it, to sign for another one).
 */
export async function signedDecision(
  setup: ReviewSetup,
  signer: PrivateKeyAccount,
  decision: Decision,
  domain: { chainId?: number; verifyingContract?: `0x${string}` } = {},
) {
  const fields: ReviewFields = {
    reason_id: 0,
    reason: "",
    nonce: freshNonce(),
    deadline: Math.floor(Date.now() / 1000) + 600,
    ...decision,
  };
  const typed = reviewTypedData(
    domain.chainId ?? setup.gw.config.CHAIN_ID,
    domain.verifyingContract ?? setup.chain.chain.addresses.contracts.XManStaking,
    fields,
  );
  const signature = await signer.signTypedData(typed);
  return {
    decision: fields.decision,
    reason_id: fields.reason_id,
    reason: fields.reason,
    nonce: fields.nonce,
    deadline: fields.deadline,
    signature,
  };
}
