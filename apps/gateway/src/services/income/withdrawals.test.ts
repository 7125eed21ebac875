import { erc20Abi } from "viem";
import { api, Code, type WithdrawVoucher } from "@icms/protocol";
import { providerTransport, rewardVaultAbi } from "@icms/contracts";
import { type Address, createWalletClient, type Hex, publicActions } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditDividend } from "../../../test/income.js";
import { refusedWith } from "../../../test/harness.js";
import { startVoteWorld, type VoteWorld } from "../../../test/dao-votes.js";
import { saleChainFor } from "../wallet/public.js";
import { type IncomeBooks, reconcile } from "./reconcile.js";
import { rewardVaultFor } from "./vault.js";

let world: VoteWorld;
const ether = 10n ** 18n;

beforeAll(async () => {
  world = await startVoteWorld();
  for (const name of ["alice", "bob"] as const) {
    await creditDividend(world.gw.db, world.chain.account(name).address, "ICT", 5n * ether);
    await creditDividend(world.gw.db, world.chain.account(name).address, "ICMS", 2n * ether);
  }
});
afterAll(async () => world?.stop());

/** The reconciliation's view of the test gateway's database and chain. */
function books(): IncomeBooks {
  return { db: world.gw.db, rewardVault: rewardVaultFor(world.gw.config, saleChainFor(world.gw.config)) };
}

function wallet(name: "alice" | "bob") {
  return createWalletClient({
    account: world.chain.account(name),
    transport: providerTransport(world.chain.chain.provider),
    chain: world.chain.chain.chain,
  }).extend(publicActions);
}

/** Claims `voucher` on the reward vault as the wallet does; answers the transaction hash. */
async function claim(name: "alice" | "bob", voucher: WithdrawVoucher): Promise<Hex> {
  const w = wallet(name);
  const hash = await w.writeContract({
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
  const receipt = await w.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error("claim reverted");
  return hash;
}

const tokenBalance = (token: string, owner: Address) =>
  wallet("alice").readContract({ address: token as Address, abi: erc20Abi, functionName: "balanceOf", args: [owner] });

describe("wallet_msrv withdrawals on the local chain", () => {
  it("records the voucher, the vault pays it once, and the indexer marks it paid with its hash", async () => {
    const alice = await world.as("alice");
    const address = world.chain.account("alice").address;
    // Two tabs asking at once get one voucher.
    const [first, second] = await Promise.all([
      alice.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount: (3n * ether).toString() }),
      alice.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount: (3n * ether).toString() }),
    ]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      status: "open",
      chain_id: 97,
      user: address.toLowerCase(),
      fee_wei: "1000000000000000",
    });
    expect(
      await refusedWith(alice.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount: ether.toString() })),
    ).toBe(Code.WithdrawPending);
    const reserved = await alice.call(api.wallet_msrv.balance_info, {});
    expect(reserved.coins.find((c) => c.coin === "ICT")).toMatchObject({
      reserved: (3n * ether).toString(),
      available: (2n * ether).toString(),
    });

    const before = await tokenBalance(first.token, address);
    const hash = await claim("alice", first);
    expect((await tokenBalance(first.token, address)) - before).toBe(3n * ether);
    // The vault refuses the same voucher again.
    await expect(claim("alice", first)).rejects.toThrow();

    await world.synced();
    const list = await alice.call(api.wallet_msrv.withdraw_list, {});
    expect(list.list).toEqual([
      expect.objectContaining({ withdraw_id: first.withdraw_id, status: "paid", tx_hash: hash, amount: first.amount }),
    ]);
    const after = await alice.call(api.wallet_msrv.balance_info, {});
    expect(after.coins.find((c) => c.coin === "ICT")).toMatchObject({
      earned: (5n * ether).toString(),
      withdrawn: (3n * ether).toString(),
      reserved: "0",
      available: (2n * ether).toString(),
    });
    expect(await alice.call(api.wallet_msrv.withdraw_detail, { withdraw_id: first.withdraw_id })).toEqual({
      ...first,
      status: "paid",
      tx_hash: hash,
    });
    expect(await reconcile(books())).toEqual([]);
  });

  it("refuses more than is available, another user's voucher, and input that is not an amount", async () => {
    const bob = await world.as("bob");
    expect(
      await refusedWith(bob.call(api.wallet_msrv.withdraw_voucher, { coin: "ICMS", amount: (3n * ether).toString() })),
    ).toBe(Code.IncomeInsufficient);
    expect(await refusedWith(bob.call(api.wallet_msrv.withdraw_voucher, { coin: "ICMS", amount: "-1" }))).toBe(
      Code.WalletParamError,
    );
    expect(await refusedWith(bob.call(api.wallet_msrv.withdraw_voucher, { coin: "USDT" as "ICT", amount: "1" }))).toBe(
      Code.WalletParamError,
    );
    const alices = await (await world.as("alice")).call(api.wallet_msrv.withdraw_list, {});
    expect(
      await refusedWith(bob.call(api.wallet_msrv.withdraw_detail, { withdraw_id: alices.list[0]?.withdraw_id ?? 1 })),
    ).toBe(Code.NotFound);
    expect(await world.gw.db.query("SELECT id FROM income_withdrawals WHERE coin = 'ICMS'")).toEqual([]);
  });

  it("releases an expired voucher the vault did not pay, and the vault refuses it", async () => {
    const bob = await world.as("bob");
    const voucher = await bob.call(api.wallet_msrv.withdraw_voucher, { coin: "ICMS", amount: ether.toString() });
    // Past its deadline but within the grace: not answered again, not released yet.
    await world.gw.db.query("UPDATE income_withdrawals SET deadline = $1 WHERE id = $2", [
      Math.floor(Date.now() / 1000) - 60,
      voucher.withdraw_id,
    ]);
    expect(
      await refusedWith(bob.call(api.wallet_msrv.withdraw_voucher, { coin: "ICMS", amount: ether.toString() })),
    ).toBe(Code.WithdrawPending);
    await reconcile(books());
    expect((await bob.call(api.wallet_msrv.withdraw_list, { coin: "ICMS" })).list[0]?.status).toBe("open");
    await world.gw.db.query("UPDATE income_withdrawals SET deadline = $1 WHERE id = $2", [
      Math.floor(Date.now() / 1000) - 3_600,
      voucher.withdraw_id,
    ]);
    await reconcile(books());
    const list = await bob.call(api.wallet_msrv.withdraw_list, { coin: "ICMS" });
    expect(list.list[0]).toMatchObject({ withdraw_id: voucher.withdraw_id, status: "expired", tx_hash: null });
    const balance = await bob.call(api.wallet_msrv.balance_info, {});
    expect(balance.coins.find((c) => c.coin === "ICMS")).toMatchObject({
      reserved: "0",
      available: (2n * ether).toString(),
    });
    // Signed with the original deadline, the voucher's signature no longer matches the record: the vault refuses it.
    await expect(
      claim("bob", await bob.call(api.wallet_msrv.withdraw_detail, { withdraw_id: voucher.withdraw_id })),
    ).rejects.toThrow();
  });

  it("records one voucher for requests sent at once, and reserves its amount once", async () => {
    const bob = await world.as("bob");
    const ask = (amount: bigint) =>
      bob.call(api.wallet_msrv.withdraw_voucher, { coin: "ICT", amount: amount.toString() }).then(
        (voucher) => voucher.withdraw_id,
        (error: unknown) => refusedWith(Promise.reject(error)),
      );
    // The same amount twice (another tab, a retry): the same voucher.
    const same = await Promise.all([ask(2n * ether), ask(2n * ether)]);
    expect(same[0]).toBe(same[1]);
    // Another amount while it is open is refused (804151); the same amount still answers it.
    const other = await Promise.all([ask(3n * ether), ask(2n * ether)]);
    expect(other).toEqual([Code.WithdrawPending, same[0]]);
    const open = await world.gw.db.query<{ amount: string }>(
      "SELECT amount::text FROM income_withdrawals WHERE wallet = $1 AND coin = 'ICT' AND status = 'open'",
      [world.chain.account("bob").address.toLowerCase()],
    );
    expect(open).toEqual([{ amount: (2n * ether).toString() }]);
    const balance = await bob.call(api.wallet_msrv.balance_info, {});
    expect(balance.coins.find((c) => c.coin === "ICT")).toMatchObject({
      reserved: (2n * ether).toString(),
      available: (3n * ether).toString(),
    });
  });

  it("reports a payout that matches no voucher", async () => {
    await world.gw.db.query(
      `INSERT INTO chain_vault_payouts (chain_id, tx_hash, log_index, block_number, voucher_id, wallet, token, amount)
       VALUES (97, '0xfeed', 0, 1, 999999, '0x00000000000000000000000000000000000000aa', '0xbb', 5)`,
    );
    const findings = await reconcile(books());
    expect(findings).toEqual([expect.objectContaining({ kind: "payout_without_voucher", subject: "97:999999" })]);
    const rows = await world.gw.db.query<{ kind: string; resolved_at: Date | null }>(
      "SELECT kind, resolved_at FROM income_findings",
    );
    expect(rows).toEqual([{ kind: "payout_without_voucher", resolved_at: null }]);
    await world.gw.db.query("DELETE FROM chain_vault_payouts WHERE voucher_id = 999999");
    expect(await reconcile(books())).toEqual([]);
    const resolved = await world.gw.db.query<{ resolved_at: Date | null }>("SELECT resolved_at FROM income_findings");
    expect(resolved[0]?.resolved_at).not.toBeNull();
  });
});
