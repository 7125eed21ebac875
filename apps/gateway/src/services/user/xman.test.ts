import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLog, startTestChain, type TestChain } from "../../../test/chain-harness.js";
import { refusedWith, signIn, startTestGateway, type TestGateway } from "../../../test/harness.js";
import type { Indexer } from "../../chain/indexer.js";
import { startChainIndexer } from "../../chain/start.js";

let chain: TestChain;
let gw: TestGateway;
let indexer: Indexer;

beforeAll(async () => {
  chain = await startTestChain();
  gw = await startTestGateway(chain.env);
  const started = await startChainIndexer(gw.config, gw.db, silentLog);
  if (!started) throw new Error("the indexer did not start");
  indexer = started;
});
afterAll(async () => {
  await indexer?.stop();
  await gw?.close();
  await chain?.stop();
});

const synced = async () => indexer.waitForBlock(await chain.blockNumber());

describe("user_msrv/xman_permissions", () => {
  it("needs a session", async () => {
    expect(await refusedWith(gw.client().call(api.user_msrv.xman_permissions, {}))).toBe(Code.NotLoggedIn);
  });

  it("follows the wallet's staking on chain, with the DAO privileges", async () => {
    const bob = gw.client((await signIn(gw, chain.account("bob"))).session);
    const daoReview = () => bob.call(api.user_msrv.user_privilege_info, { privilege_code: "dao_review" });
    await synced();
    expect(await bob.call(api.user_msrv.xman_permissions, {})).toEqual({
      is_xman: false,
      staked_count: 0,
      nft_count: 1,
      staked_token_ids: [],
      held_token_ids: [4],
      indexed_block: await chain.blockNumber(),
    });
    expect(await daoReview()).toMatchObject({ val: 0, granted: false });

    await chain.stake("bob", [4n]);
    await synced();
    expect(await bob.call(api.user_msrv.xman_permissions, {})).toMatchObject({
      is_xman: true,
      staked_count: 1,
      nft_count: 1,
      staked_token_ids: [4],
      held_token_ids: [],
    });
    expect(await daoReview()).toMatchObject({ val: 1, granted: true });

    await chain.unstake("bob", [4n]);
    await synced();
    expect(await bob.call(api.user_msrv.xman_permissions, {})).toMatchObject({
      is_xman: false,
      staked_token_ids: [],
      held_token_ids: [4],
    });
    const privileges = await bob.call(api.user_msrv.user_privilege_list, {});
    expect(privileges.filter((p) => ["dao_review", "dao_vote"].includes(p.privilege_code)).map((p) => p.val)).toEqual([
      0, 0,
    ]);
  });

  it("grants the DAO privileges at sign-in to a wallet that was already an X-Man", async () => {
    await synced();
    const alice = gw.client((await signIn(gw, chain.account("alice"))).session);
    expect(await alice.call(api.user_msrv.xman_permissions, {})).toMatchObject({
      is_xman: true,
      staked_token_ids: [1, 2],
      held_token_ids: [3],
    });
    expect(await alice.call(api.user_msrv.user_privilege_info, { privilege_code: "dao_vote" })).toMatchObject({
      granted: true,
    });
  });

  it("reports the indexer's progress", async () => {
    await synced();
    const status = (await (await fetch(`${gw.url}/gwapi/indexer`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({
      enabled: true,
      indexing: true,
      chain_id: 97,
      indexed_block: await chain.blockNumber(),
      blocks_behind: 0,
      confirmations: 0,
      last_error: null,
    });
  });
});
