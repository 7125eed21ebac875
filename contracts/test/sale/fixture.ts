/** A deployed chain where alice, bob and carol hold USDT and have approved the sale. */
import { type Address, maxUint256, parseEther } from "viem";
import { nftSaleAbi, testUsdtAbi } from "../../src/index.js";
import { deployFixture, type DevRole, type Fixture } from "../helpers/chain.js";

const buyers = ["alice", "bob", "carol"] as const satisfies readonly DevRole[];
export const payoutRoles = [
  "saleTechnology",
  "saleActivityReserve",
  "saleTreasury",
  "saleOperations",
  "saleLiquidity",
] as const satisfies readonly DevRole[];

export async function saleFixture(...args: Parameters<typeof deployFixture>): Promise<Fixture> {
  const t = await deployFixture(...args);
  for (const role of buyers) {
    await t.send(
      t.as("deployer").writeContract({
        address: t.c.USDT,
        abi: testUsdtAbi,
        functionName: "mint",
        args: [t.addr(role), parseEther("10000000")],
      }),
    );
    await t.send(
      t.as(role).writeContract({
        address: t.c.USDT,
        abi: testUsdtAbi,
        functionName: "approve",
        args: [t.c.NFTSale, maxUint256],
      }),
    );
  }
  await t.checkpoint();
  return t;
}

/** Buys for the platform's order `orderId`, none (0) unless given. */
export const buy = (t: Fixture, role: DevRole, stageId: bigint, quantity: bigint, orderId = 0n) =>
  t.as(role).writeContract({
    address: t.c.NFTSale,
    abi: nftSaleAbi,
    functionName: "buy",
    args: [stageId, quantity, orderId],
  });

export const usdtBalance = (t: Fixture, who: Address) =>
  t.as("deployer").readContract({ address: t.c.USDT, abi: testUsdtAbi, functionName: "balanceOf", args: [who] });
