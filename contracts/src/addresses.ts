/**
 * The addresses file a deployment writes and the gateway and web app read:
 * `{ chainId, contracts: { ICMS: "0x..", ... }, deployBlock }`.
 */
import { type Address, getAddress, isAddress } from "viem";

/** Keys of `contracts` in the addresses file. */
export const CONTRACT_KEYS = [
  "USDT",
  "ICMS",
  "ICT",
  "DaoNFT",
  "NFTSale",
  "XManStaking",
  "RewardVault",
  "Dragon1",
  "Dragon2",
  "CourseCheckout",
] as const;

export type ContractKey = (typeof CONTRACT_KEYS)[number];

export interface DeployedAddresses {
  chainId: number;
  contracts: Record<ContractKey, Address>;
  /** Block of the first deployment transaction: where an indexer starts reading events. */
  deployBlock: number;
  /**
   * Sale contracts the current `NFTSale` replaced, oldest first: their purchases stay indexed
   * (from `deployBlock`) and no longer sell. Absent when the sale was never replaced.
   */
  formerNFTSales?: Address[];
}

/** Checks the shape of a parsed addresses file and checksums its addresses. */
export function parseAddresses(value: unknown): DeployedAddresses {
  const file = value as Partial<DeployedAddresses> | null;
  if (typeof file?.chainId !== "number" || typeof file.deployBlock !== "number") {
    throw new Error("addresses file: chainId and deployBlock must be numbers");
  }
  const given = (file.contracts ?? {}) as Record<string, unknown>;
  const contracts = {} as Record<ContractKey, Address>;
  for (const key of CONTRACT_KEYS) {
    const address = given[key];
    if (typeof address !== "string" || !isAddress(address)) throw new Error(`addresses file: ${key} is not an address`);
    contracts[key] = getAddress(address);
  }
  const parsed: DeployedAddresses = { chainId: file.chainId, contracts, deployBlock: file.deployBlock };
  if (file.formerNFTSales !== undefined) {
    const former: unknown = file.formerNFTSales;
    if (!Array.isArray(former) || !former.every((a): a is string => typeof a === "string" && isAddress(a))) {
      throw new Error("addresses file: formerNFTSales must be a list of addresses");
    }
    parsed.formerNFTSales = former.map((a) => getAddress(a));
  }
  return parsed;
}

// Node's fs is imported where it is used, so browser bundles of this package stay free of it.

export async function readAddressesFile(path: string): Promise<DeployedAddresses> {
  const { readFile } = await import("node:fs/promises");
  return parseAddresses(JSON.parse(await readFile(path, "utf8")));
}

export async function writeAddressesFile(path: string, addresses: DeployedAddresses): Promise<void> {
  const { mkdir, writeFile } = await import("node:fs/promises");
  const { dirname } = await import("node:path");
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(addresses, null, 2)}\n`);
}
