import { xManStakingAbi } from "@icms/contracts";
import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, refusedWith, signIn } from "../../../test/harness.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";

let f: SaleFixture;
beforeAll(async () => {
  f = await startSaleFixture();
});
afterAll(async () => f?.close());

describe("wallet_msrv/autonomy_stacknft", () => {
  it("needs a session", async () => {
    expect(
      await refusedWith(f.gw.client().call(api.wallet_msrv.autonomy_stacknft, { tx_hash: `0x${"1".repeat(64)}` })),
    ).toBe(Code.NotLoggedIn);
  });

  it("reports a confirmed stake (804107) and unstake (804108) of the caller's wallet", async () => {
    const account = newWallet();
    await f.fund(account);
    const client = f.gw.client((await signIn(f.gw, account)).session);
    await f.buy(account, 2n);
    const first = (await f.gw.client().call(api.wallet_msrv.autonomy_nft_batch, {})).current;
    expect(first).not.toBeNull();
    await f.synced();
    const held = (await client.call(api.user_msrv.xman_permissions, {})).held_token_ids;
    expect(held).toHaveLength(2);

    const staked = await f.stake(account, [BigInt(held[0] ?? 0)]);
    expect(await client.call(api.wallet_msrv.autonomy_stacknft, { tx_hash: staked })).toEqual({
      action: "stake",
      token_ids: [held[0]],
      staked_count: 1,
      is_xman: true,
      status_code: Code.StakeSucceeded,
    });
    await f.synced();
    expect((await client.call(api.wallet_msrv.autonomy_myinfo, {})).is_xman).toBe(true);

    const unstaked = await f.act(account, (w, c) =>
      w.writeContract({
        address: c.XManStaking,
        abi: xManStakingAbi,
        functionName: "unstake",
        args: [[BigInt(held[0] ?? 0)]],
      }),
    );
    expect(await client.call(api.wallet_msrv.autonomy_stacknft, { tx_hash: unstaked })).toMatchObject({
      action: "unstake",
      staked_count: 0,
      is_xman: false,
      status_code: Code.UnstakeSucceeded,
    });
  });

  it("refuses a hash that is not mined, not a staking, or another wallet's (804116)", async () => {
    const account = newWallet();
    await f.fund(account);
    const client = f.gw.client((await signIn(f.gw, account)).session);
    expect(await refusedWith(client.call(api.wallet_msrv.autonomy_stacknft, { tx_hash: `0x${"9".repeat(64)}` }))).toBe(
      Code.TxNotConfirmed,
    );
    const purchase = await f.buy(account, 1n);
    expect(await refusedWith(client.call(api.wallet_msrv.autonomy_stacknft, { tx_hash: purchase }))).toBe(
      Code.TxNotConfirmed,
    );
    const other = newWallet();
    await f.fund(other);
    await f.buy(other, 1n);
    await f.synced();
    const otherClient = f.gw.client((await signIn(f.gw, other)).session);
    const [token] = (await otherClient.call(api.user_msrv.xman_permissions, {})).held_token_ids;
    const theirs = await f.stake(other, [BigInt(token ?? 0)]);
    expect(await refusedWith(client.call(api.wallet_msrv.autonomy_stacknft, { tx_hash: theirs }))).toBe(
      Code.TxNotConfirmed,
    );
  });
});
