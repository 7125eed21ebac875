import { api, type WithdrawVoucher } from "@icms/protocol";
import { providerTransport, rewardVaultAbi } from "@icms/contracts";
import { type Address, createWalletClient, type Hex, publicActions } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startVoteWorld, type VoteWorld } from "../../../test/dao-votes.js";
import { creditDividend } from "../../../test/income.js";
import { noticesOf } from "../../../test/received-notices.js";

let world: VoteWorld;
const ether = 10n ** 18n;

beforeAll(async () => {
  world = await startVoteWorld();
  await creditDividend(world.gw.db, world.chain.account("alice").address, "ICT", 5n * ether);
});
afterAll(async () => world?.stop());

/** Claims `voucher` on the reward vault as alice's wallet does. */
async function claim(voucher: WithdrawVoucher): Promise<void> {
  const wallet = createWalletClient({
    account: world.chain.account("alice"),
    transport: providerTransport(world.chain.chain.provider),
    chain: world.chain.chain.chain,
  }).extend(publicActions);
  const hash = await wallet.writeContract({
    address: voucher.vault as Address,
    abi: rewardVaultAbi,
    functionName: "claim",
    args: [
      {
        user: voucher.user as Address,
        token: voucher.token as Address,
        amount: BigInt(voucher.amount),
        voucherId: BigInt(voucher.voucher_id),
        deadline: BigInt(voucher.deadline),
      },
      voucher.signature as Hex,
    ],
    value: BigInt(voucher.fee_wei),
  });
  await wallet.waitForTransactionReceipt({ hash });
}

describe("withdrawal notices", () => {
  it("tells the user the voucher is ready, once, and that the vault paid it when the indexer sees the payout", async () => {
    const alice = { client: await world.as("alice") };
    const amount = (2n * ether).toString();
    const voucher = await alice.client.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount });
    await alice.client.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount }); // the same voucher again
    const ready = await noticesOf(alice, "withdrawal_ready");
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({
      target: { type: "withdrawal", id: voucher.withdraw_id },
      data: { amount, token: "ICT" },
    });
    expect(await noticesOf(alice, "withdrawal_paid")).toEqual([]);

    await claim(voucher);
    await world.synced();
    expect(await noticesOf(alice, "withdrawal_paid")).toMatchObject([
      { target: { type: "withdrawal", id: voucher.withdraw_id }, data: { amount, token: "ICT" } },
    ]);
  });
});
