/**
 * What votes need from the chain: the latest block (a new proposal's snapshot) and a wallet's
 * staked NFTs at a past block (`XManStaking.stakedCountAt`, the contract's checkpoints), read
 * through a viem public client. Absent when the gateway has no chain configured.
 */
import { readFileSync } from "node:fs";
import { type DeployedAddresses, parseAddresses, xManStakingAbi } from "@icms/contracts";
import type { VoteDomain } from "@icms/protocol";
import { createPublicClient, http } from "viem";
import type { Config } from "../../../config.js";

export interface StakingReader {
  domain: VoteDomain;
  blockNumber(): Promise<number>;
  stakedCountAt(voter: `0x${string}`, block: number): Promise<number>;
}

export function createStakingReader(
  config: Pick<Config, "RPC_URL" | "CONTRACTS_FILE" | "CHAIN_ID">,
): StakingReader | null {
  if (!config.RPC_URL || !config.CONTRACTS_FILE) return null;
  let addresses: DeployedAddresses;
  try {
    addresses = parseAddresses(JSON.parse(readFileSync(config.CONTRACTS_FILE, "utf8")));
  } catch {
    // A contracts file that cannot be read counts as no chain, as for the sale (the indexer reports it).
    return null;
  }
  const staking = addresses.contracts.XManStaking;
  const client = createPublicClient({ transport: http(config.RPC_URL, { retryCount: 1, timeout: 10_000 }) });
  return {
    domain: { chain_id: config.CHAIN_ID, verifying_contract: staking.toLowerCase() as `0x${string}` },
    async blockNumber() {
      return Number(await client.getBlockNumber({ cacheTime: 0 }));
    },
    async stakedCountAt(voter, block) {
      const count = await client.readContract({
        address: staking,
        abi: xManStakingAbi,
        functionName: "stakedCountAt",
        args: [voter, BigInt(block)],
      });
      return Number(count);
    },
  };
}
