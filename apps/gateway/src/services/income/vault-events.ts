/** The reward vault's payouts the indexer follows (docs/income.md), projected by vault-payouts.ts. */
import { rewardVaultAbi } from "@icms/contracts";
import type { Address } from "viem";
import { type ChainEventDecoder, chainEvent, lower } from "../../chain/events.js";

declare module "../../chain/events.js" {
  interface ChainEventPayloads {
    VoucherClaimed: { voucherId: bigint; wallet: Address; token: Address; amount: bigint };
  }
}

export const vaultEvents: readonly ChainEventDecoder[] = [
  chainEvent(rewardVaultAbi, "VoucherClaimed", "RewardVault", (a) => ({
    event: "VoucherClaimed",
    voucherId: a.voucherId,
    wallet: lower(a.user),
    token: lower(a.token),
    amount: a.amount,
  })),
];
