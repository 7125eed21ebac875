/**
 * Who may review: an X-Man, a wallet with at least one NFT staked. Reads (lists, details) go by
 * the indexer's tables; a decision asks the staking contract itself (`stakedTokensOf`) at the
 * moment it is made, so a member who just unstaked cannot decide on a stale index, and the
 * decision knows which NFTs it speaks for (one NFT, one voice: docs/dao.md).
 */
import { type DeployedAddresses, readAddressesFile, xManStakingAbi } from "@icms/contracts";
import { Code, GatewayError } from "@icms/protocol";
import { createPublicClient, type Hex, http } from "viem";
import { readXmanStatus } from "../../../chain/holdings.js";
import type { Config } from "../../../config.js";
import type { Queryable } from "../../../db/db.js";

/** The EIP-712 domain's chain and verifying contract (the staking contract). */
interface ReviewDomain {
  chainId: number;
  verifyingContract: Hex;
}

export interface ReviewChain {
  /** Undefined when the gateway has no chain configured (no one can then review). */
  domain(): Promise<ReviewDomain | undefined>;
  /** The token ids `wallet` has staked now (none: not a member); 3001 when the chain cannot be reached. */
  stakedTokens(wallet: Hex): Promise<readonly bigint[]>;
}

export function reviewChain(config: Config): ReviewChain {
  let addresses: Promise<DeployedAddresses | undefined> | undefined;
  const load = () => {
    const file = config.CONTRACTS_FILE;
    addresses ??= file && config.RPC_URL ? readAddressesFile(file).catch(() => undefined) : Promise.resolve(undefined);
    return addresses;
  };
  const client = config.RPC_URL
    ? createPublicClient({ transport: http(config.RPC_URL, { retryCount: 1, timeout: 10_000 }) })
    : undefined;
  return {
    async domain() {
      const deployed = await load();
      if (!deployed) return undefined;
      return { chainId: config.CHAIN_ID, verifyingContract: deployed.contracts.XManStaking };
    },
    async stakedTokens(wallet) {
      const deployed = await load();
      if (!deployed || !client) return [];
      try {
        return await client.readContract({
          address: deployed.contracts.XManStaking,
          abi: xManStakingAbi,
          functionName: "stakedTokensOf",
          args: [wallet],
        });
      } catch {
        throw new GatewayError(Code.Failed);
      }
    },
  };
}

/** Lists and details are for members as the index knows them (801124 otherwise). */
export async function requireIndexedMember(q: Queryable, wallet: string): Promise<void> {
  const status = await readXmanStatus(q, wallet);
  if (!status.is_xman) throw new GatewayError(Code.NotDaoMember);
}
