/**
 * The reward vault as the withdrawals use it: its address and tokens from the contracts file, the
 * withdraw signer's key, and the vault's own record of which vouchers it paid. Built lazily; when
 * the chain or the key is missing, withdrawals answer 804152.
 */
import { devPrivateKey, rewardVaultAbi, signVoucher } from "@icms/contracts";
import type { WithdrawCoin } from "@icms/protocol";
import type { Address, Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Config } from "../../config.js";
import type { SaleChain } from "../wallet/public.js";

/** What a voucher carries, as recorded in `income_withdrawals`. */
export interface VoucherRecord {
  id: number;
  wallet: string;
  token: string;
  amount: string;
  chain_id: number;
  vault: string;
  deadline: number | string;
}

export interface RewardVaultAccess {
  chainId: number;
  vault: Address;
  token(coin: WithdrawCoin): Address;
  /** The withdraw signer's EIP-712 signature of the recorded voucher (deterministic: the same record, the same signature). */
  sign(record: VoucherRecord): Promise<Hex>;
  /** Voucher ids among `ids` the vault has paid, read from the chain now. */
  claimed(ids: readonly number[]): Promise<Set<number>>;
}

/** The withdraw signer's key: the configured one, or outside production the local chain's development key. */
function signerKey(config: Config): Hex | undefined {
  if (config.WITHDRAW_SIGNER_KEY) return config.WITHDRAW_SIGNER_KEY as Hex;
  return config.NODE_ENV === "production" ? undefined : devPrivateKey("withdrawSigner");
}

export function rewardVaultFor(
  config: Config,
  saleChain: () => SaleChain | undefined,
): () => RewardVaultAccess | undefined {
  let built: RewardVaultAccess | undefined;
  return () => {
    if (built) return built;
    const chain = saleChain();
    const key = signerKey(config);
    if (!chain || !key) return undefined;
    const account = privateKeyToAccount(key);
    const { contracts } = chain.addresses;
    const vault = contracts.RewardVault;
    built = {
      chainId: chain.addresses.chainId,
      vault,
      token: (coin) => contracts[coin],
      sign: (record) =>
        signVoucher(account, record.chain_id, record.vault as Address, {
          user: record.wallet as Address,
          token: record.token as Address,
          amount: BigInt(record.amount),
          voucherId: BigInt(record.id),
          deadline: BigInt(record.deadline),
        }),
      async claimed(ids) {
        const paid = await Promise.all(
          ids.map((id) =>
            chain.client.readContract({
              address: vault,
              abi: rewardVaultAbi,
              functionName: "isClaimed",
              args: [BigInt(id)],
            }),
          ),
        );
        return new Set(ids.filter((_, i) => paid[i]));
      },
    };
    return built;
  };
}
