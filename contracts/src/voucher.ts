/**
 * EIP-712 reward vouchers: what the gateway signs with the withdraw signer's key and the reward
 * vault checks before paying. The domain is `ICMS RewardVault` version `1` on the vault's chain
 * and address.
 */
import type { Address, Hex, LocalAccount } from "viem";

export interface Voucher {
  user: Address;
  /** ICT or ICMS. */
  token: Address;
  amount: bigint;
  /** Unique per withdrawal; each id pays once. */
  voucherId: bigint;
  /** Unix seconds after which the voucher is refused. */
  deadline: bigint;
}

export const voucherTypes = {
  Voucher: [
    { name: "user", type: "address" },
    { name: "token", type: "address" },
    { name: "amount", type: "uint256" },
    { name: "voucherId", type: "uint256" },
    { name: "deadline", type: "uint256" },
  ],
} as const;

export function voucherDomain(chainId: number, vault: Address) {
  return { name: "ICMS RewardVault", version: "1", chainId, verifyingContract: vault } as const;
}

/** Signs `voucher` for the vault at `vault` on chain `chainId`. */
export function signVoucher(signer: LocalAccount, chainId: number, vault: Address, voucher: Voucher): Promise<Hex> {
  return signer.signTypedData({
    domain: voucherDomain(chainId, vault),
    types: voucherTypes,
    primaryType: "Voucher",
    message: voucher,
  });
}
