import { devAccount, icmsTokenAbi, ictTokenAbi, providerTransport } from "@icms/contracts";
import { type Address, createWalletClient, type LocalAccount, parseEther, publicActions } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../../test/chain-harness.js";
import { openTestDatabase } from "../../test/harness.js";
import type { Db } from "../db/db.js";

/** Indexed balances against the tokens' own `balanceOf` and `totalSupply` on the local chain. */
describe("token balances on the local chain", () => {
  let chain: TestChain;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await drop();
    await chain.stop();
  });

  const client = (account: LocalAccount) =>
    createWalletClient({
      account,
      transport: providerTransport(chain.chain.provider),
      chain: chain.chain.chain,
    }).extend(publicActions);

  async function send(account: LocalAccount, token: "ICT" | "ICMS", functionName: string, args: unknown[]) {
    const w = client(account);
    const abi = token === "ICT" ? ictTokenAbi : icmsTokenAbi;
    const hash = await w.writeContract({
      address: chain.chain.addresses.contracts[token],
      abi,
      functionName,
      args,
    } as never);
    const receipt = await w.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
  }

  async function expectBalancesMatchChain(token: "ICT" | "ICMS") {
    const reader = client(devAccount("deployer"));
    const address = chain.chain.addresses.contracts[token];
    const abi = token === "ICT" ? ictTokenAbi : icmsTokenAbi;
    const rows = await db.query<{ wallet: Address; balance: string }>(
      "SELECT wallet, balance::text FROM chain_token_balances WHERE token = $1",
      [token],
    );
    expect(rows.length).toBeGreaterThan(4);
    let sum = 0n;
    for (const row of rows) {
      const onChain = await reader.readContract({ address, abi, functionName: "balanceOf", args: [row.wallet] });
      expect(`${row.wallet} ${row.balance}`).toBe(`${row.wallet} ${onChain}`);
      sum += BigInt(row.balance);
    }
    // Every token in existence is in some indexed wallet: nothing was missed from the deploy block.
    expect(sum).toBe(await reader.readContract({ address, abi, functionName: "totalSupply" }));
  }

  it("follow mints, fee-on-transfer transfers and burns from the deploy block", async () => {
    const deployer = devAccount("deployer");
    const alice = chain.account("alice");
    const bob = chain.account("bob");
    // A 2.5% ICT fee and a 1% ICMS fee: every transfer between two demo users is charged.
    await send(deployer, "ICT", "setTransferFee", [250n]);
    await send(deployer, "ICMS", "setTransferFee", [100n]);
    await send(alice, "ICT", "transfer", [bob.address, parseEther("123.456")]);
    await send(bob, "ICMS", "transfer", [alice.address, parseEther("77")]);
    await send(bob, "ICT", "burn", [parseEther("1")]);

    const indexer = chain.indexer(db);
    await indexer.waitForBlock(await chain.blockNumber());
    await expectBalancesMatchChain("ICT");
    await expectBalancesMatchChain("ICMS");

    // A later transfer moves the balances as soon as its block is indexed.
    await send(alice, "ICT", "transfer", [bob.address, parseEther("1000")]);
    await indexer.waitForBlock(await chain.blockNumber());
    await expectBalancesMatchChain("ICT");
    await indexer.stop();
  });
});
