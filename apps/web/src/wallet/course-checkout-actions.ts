/**
 * The course checkout's chain reads and writes, on wagmi actions with the contract's generated
 * ABI (loaded with the wallet chunk only). The checkout and token addresses come with each quote
 * from the gateway (`course_order_create`).
 */
import { courseCheckoutAbi } from "@icms/contracts/abi/CourseCheckout";
import { type Address, erc20Abi, getAddress } from "viem";
import type { Config } from "wagmi";
import { getConnection, readContract, writeContract } from "wagmi/actions";

/** The quote `CourseCheckout.pay` takes, with its integers as bigints. */
export interface CheckoutQuote {
  orderId: bigint;
  buyer: Address;
  seller: Address;
  token: Address;
  amount: bigint;
  platformAmount: bigint;
  refundWindow: bigint;
  expiry: bigint;
}

export interface CourseCheckoutActions {
  /** How much of `token` the checkout may spend for `owner`. */
  allowance(token: string, owner: string, checkout: string): Promise<bigint>;
  approve(token: string, checkout: string, amount: bigint): Promise<`0x${string}`>;
  pay(checkout: string, quote: CheckoutQuote, signature: `0x${string}`): Promise<`0x${string}`>;
  /** The seller's refund of a paid order, within its window. */
  refund(checkout: string, orderId: bigint): Promise<`0x${string}`>;
}

export function createCourseCheckoutActions(wagmi: Config): CourseCheckoutActions {
  const account = (): Address => {
    const { address } = getConnection(wagmi);
    if (!address) throw new Error("Please Connect The Wallet First");
    return address;
  };
  return {
    allowance(token, owner, checkout) {
      return readContract(wagmi, {
        address: getAddress(token),
        abi: erc20Abi,
        functionName: "allowance",
        args: [getAddress(owner), getAddress(checkout)],
      });
    },
    approve(token, checkout, amount) {
      return writeContract(wagmi, {
        account: account(),
        address: getAddress(token),
        abi: erc20Abi,
        functionName: "approve",
        args: [getAddress(checkout), amount],
      });
    },
    pay(checkout, quote, signature) {
      return writeContract(wagmi, {
        account: account(),
        address: getAddress(checkout),
        abi: courseCheckoutAbi,
        functionName: "pay",
        args: [quote, signature],
      });
    },
    refund(checkout, orderId) {
      return writeContract(wagmi, {
        account: account(),
        address: getAddress(checkout),
        abi: courseCheckoutAbi,
        functionName: "refund",
        args: [orderId],
      });
    },
  };
}
