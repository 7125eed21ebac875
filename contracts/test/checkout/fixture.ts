/**
 * A deployed chain where alice and bob hold USDT, ICT and ICMS and have approved the course
 * checkout, carol sells courses, and the treasury has approved the checkout for refunds.
 */
import { type Address, erc20Abi, type Hex, type LocalAccount, maxUint256, parseEther } from "viem";
import { devAccount } from "../../src/chain/dev-roles.js";
import { type CourseQuote, courseCheckoutAbi, signCourseQuote, testUsdtAbi } from "../../src/index.js";
import { deployFixture, type DevRole, type Fixture } from "../helpers/chain.js";

const buyers = ["alice", "bob"] as const satisfies readonly DevRole[];
export const FUNDS = parseEther("1000000");

export async function checkoutFixture(): Promise<Fixture> {
  const t = await deployFixture();
  const owner = t.as("deployer");
  for (const role of buyers) {
    const to = t.addr(role);
    await t.send(owner.writeContract({ address: t.c.USDT, abi: testUsdtAbi, functionName: "mint", args: [to, FUNDS] }));
    for (const token of [t.c.ICT, t.c.ICMS]) {
      await t.send(owner.writeContract({ address: token, abi: erc20Abi, functionName: "transfer", args: [to, FUNDS] }));
    }
  }
  for (const role of [...buyers, "carol", "platformTreasury"] as const) {
    for (const token of [t.c.USDT, t.c.ICT, t.c.ICMS]) {
      const args = [t.c.CourseCheckout, maxUint256] as const;
      await t.send(t.as(role).writeContract({ address: token, abi: erc20Abi, functionName: "approve", args }));
    }
  }
  await t.checkpoint();
  return t;
}

let nextOrderId = 1n;

/** A quote for `buyer` to pay carol `amount` of `token`, 10% to the platform, valid for an hour. */
export function quoteFor(
  t: Fixture,
  buyer: DevRole,
  token: Address,
  amount: bigint,
  now: bigint,
  edit: Partial<CourseQuote> = {},
): CourseQuote {
  return {
    orderId: nextOrderId++,
    buyer: t.addr(buyer),
    seller: t.addr("carol"),
    token,
    amount,
    platformAmount: amount / 10n,
    refundWindow: 7n * 86_400n,
    expiry: now + 3600n,
    ...edit,
  };
}

export function signQuote(
  t: Fixture,
  quote: CourseQuote,
  signer: LocalAccount = devAccount("quoteSigner"),
): Promise<Hex> {
  return signCourseQuote(signer, t.chain.id, t.c.CourseCheckout, quote);
}

export function pay(t: Fixture, role: DevRole, quote: CourseQuote, signature: Hex) {
  return t.as(role).writeContract({
    address: t.c.CourseCheckout,
    abi: courseCheckoutAbi,
    functionName: "pay",
    args: [quote, signature],
  });
}

export function refund(t: Fixture, role: DevRole, orderId: bigint) {
  return t.as(role).writeContract({
    address: t.c.CourseCheckout,
    abi: courseCheckoutAbi,
    functionName: "refund",
    args: [orderId],
  });
}

export const balanceOf = (t: Fixture, token: Address, who: Address) =>
  t.as("deployer").readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [who] });
