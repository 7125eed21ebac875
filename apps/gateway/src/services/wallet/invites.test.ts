import { nftSaleAbi } from "@icms/contracts";
import { api, Code } from "@icms/protocol";
import type { PrivateKeyAccount } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, refusedWith, signIn } from "../../../test/harness.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";

let f: SaleFixture;
beforeAll(async () => {
  f = await startSaleFixture();
});
afterAll(async () => f?.close());

const user = async (account: PrivateKeyAccount = newWallet()) => ({
  account,
  client: f.gw.client((await signIn(f.gw, account)).session),
});
const codeOf = async (client: Awaited<ReturnType<typeof user>>["client"]) =>
  (await client.call(api.wallet_msrv.autonomy_myinfo, {})).invite_code;

describe("wallet_msrv/autonomy_addrefer", () => {
  it("needs a session and a non-empty code (804110)", async () => {
    expect(await refusedWith(f.gw.client().call(api.wallet_msrv.autonomy_addrefer, { invite_code: "ABC" }))).toBe(
      Code.NotLoggedIn,
    );
    const { client } = await user();
    for (const invite_code of ["", "   ", "AB-12", "x".repeat(33)]) {
      expect(await refusedWith(client.call(api.wallet_msrv.autonomy_addrefer, { invite_code }))).toBe(
        Code.InviteCodeError,
      );
    }
    expect(await refusedWith(client.call(api.wallet_msrv.autonomy_addrefer, { invite_code: "NOSUCHCODE" }))).toBe(
      Code.RecommenderNotFound,
    );
  });

  it("binds once, never oneself, never one's own invitee", async () => {
    const inviter = await user();
    const invitee = await user();
    const inviterCode = await codeOf(inviter.client);
    expect(inviterCode).toMatch(/^[2-9A-Z]{8}$/);
    expect(await codeOf(inviter.client)).toBe(inviterCode);

    expect(
      await refusedWith(inviter.client.call(api.wallet_msrv.autonomy_addrefer, { invite_code: inviterCode })),
    ).toBe(Code.CannotRecommendSelf);
    // Codes are read without regard to case.
    expect(
      await invitee.client.call(api.wallet_msrv.autonomy_addrefer, { invite_code: inviterCode.toLowerCase() }),
    ).toEqual({ wallet_addr: inviter.account.address.toLowerCase(), nickname: expect.any(String), on_chain: false });
    expect(
      await refusedWith(invitee.client.call(api.wallet_msrv.autonomy_addrefer, { invite_code: inviterCode })),
    ).toBe(Code.RecommenderAlreadySet);
    expect(
      await refusedWith(
        inviter.client.call(api.wallet_msrv.autonomy_addrefer, { invite_code: await codeOf(invitee.client) }),
      ),
    ).toBe(Code.CannotRecommendSelfAgain);
    expect((await invitee.client.call(api.wallet_msrv.autonomy_myinfo, {})).referrer).toMatchObject({
      wallet_addr: inviter.account.address.toLowerCase(),
      on_chain: false,
    });
  });

  it("refuses a wallet whose referrer the sale contract already holds (804112)", async () => {
    const bob = await user(f.chain.account("bob"));
    const someone = await user();
    await f.synced();
    expect(
      await refusedWith(
        bob.client.call(api.wallet_msrv.autonomy_addrefer, { invite_code: await codeOf(someone.client) }),
      ),
    ).toBe(Code.RecommenderAlreadyBound);
    expect((await bob.client.call(api.wallet_msrv.autonomy_myinfo, {})).referrer).toMatchObject({
      wallet_addr: f.chain.account("alice").address.toLowerCase(),
      on_chain: true,
    });
  });
});

describe("wallet_msrv/autonomy_team_list", () => {
  it("lists alice's demo team: bob and carol, who bought with her as referrer", async () => {
    const alice = await user(f.chain.account("alice"));
    await f.synced();
    const team = await alice.client.call(api.wallet_msrv.autonomy_team_list, {});
    expect(team).toMatchObject({ total: 2, page: 1 });
    expect(team.list).toEqual([
      { wallet_addr: f.chain.account("bob").address.toLowerCase(), warrant_count: 0, nft_count: 1 },
      { wallet_addr: f.chain.account("carol").address.toLowerCase(), warrant_count: 1, nft_count: 1 },
    ]);
    expect((await alice.client.call(api.wallet_msrv.autonomy_myinfo, {})).team_count).toBe(2);
  });

  it("counts an invitee only after the purchase names the referrer", async () => {
    const inviter = await user();
    const invitee = await user();
    await f.fund(invitee.account);
    await invitee.client.call(api.wallet_msrv.autonomy_addrefer, { invite_code: await codeOf(inviter.client) });
    await f.synced();
    expect((await inviter.client.call(api.wallet_msrv.autonomy_team_list, {})).total).toBe(0);

    await f.act(invitee.account, (w, c) =>
      w.writeContract({
        address: c.NFTSale,
        abi: nftSaleAbi,
        functionName: "bindReferrer",
        args: [inviter.account.address],
      }),
    );
    await f.synced();
    expect((await invitee.client.call(api.wallet_msrv.autonomy_myinfo, {})).referrer?.on_chain).toBe(true);
    expect((await inviter.client.call(api.wallet_msrv.autonomy_team_list, {})).total).toBe(0);

    await f.buy(invitee.account, 2n);
    await f.synced();
    expect(await inviter.client.call(api.wallet_msrv.autonomy_team_list, { page: 1, page_size: 10 })).toEqual({
      list: [{ wallet_addr: invitee.account.address.toLowerCase(), warrant_count: 0, nft_count: 2 }],
      total: 1,
      page: 1,
      page_size: 10,
    });
  });
});

describe("wallet_msrv/autonomy_myinfo", () => {
  it("needs a session", async () => {
    expect(await refusedWith(f.gw.client().call(api.wallet_msrv.autonomy_myinfo, {}))).toBe(Code.NotLoggedIn);
  });

  it("lists my NFTs with stage, grade and url, staked or held, and my X-Man status", async () => {
    const alice = await user(f.chain.account("alice"));
    await f.synced();
    const info = await alice.client.call(api.wallet_msrv.autonomy_myinfo, {});
    const url = "ipfs://icms-dao/stage-1.json";
    expect(info).toMatchObject({
      wallet_addr: f.chain.account("alice").address.toLowerCase(),
      is_xman: true,
      staked_count: 2,
      referrer: null,
      nfts: [
        { token_id: 1, stage: 1, grade: 2, url, staked: true },
        { token_id: 2, stage: 1, grade: 2, url, staked: true },
        { token_id: 3, stage: 1, grade: 2, url, staked: false },
      ],
    });
    const dave = await user(f.chain.account("dave"));
    expect(await dave.client.call(api.wallet_msrv.autonomy_myinfo, {})).toMatchObject({
      is_xman: false,
      staked_count: 0,
      nfts: [],
      referrer: null,
      team_count: 0,
    });
  });
});
