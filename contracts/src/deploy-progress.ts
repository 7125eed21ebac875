/**
 * The addresses file while a deployment is under way: the same shape as the finished file, with
 * only the contracts deployed so far. A resumed deployment reads it to keep what is there.
 */
import { type Address, getAddress, isAddress } from "viem";
import { CONTRACT_KEYS, type ContractKey, type DeployedAddresses } from "./addresses.js";

interface DeployProgress extends Omit<DeployedAddresses, "contracts"> {
  contracts: Partial<Record<ContractKey, Address>>;
}

/** The file at `path` as far as it goes, or undefined when there is none yet. */
export async function readDeployProgress(path: string): Promise<DeployProgress | undefined> {
  const { readFile } = await import("node:fs/promises");
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const file = JSON.parse(text) as Partial<DeployProgress> | null;
  if (typeof file?.chainId !== "number" || typeof file.deployBlock !== "number") {
    throw new Error(`${path}: chainId and deployBlock must be numbers`);
  }
  const given = (file.contracts ?? {}) as Record<string, unknown>;
  const contracts: Partial<Record<ContractKey, Address>> = {};
  for (const key of CONTRACT_KEYS) {
    const address = given[key];
    if (address === undefined) continue;
    if (typeof address !== "string" || !isAddress(address)) throw new Error(`${path}: ${key} is not an address`);
    contracts[key] = getAddress(address);
  }
  return { ...file, chainId: file.chainId, deployBlock: file.deployBlock, contracts };
}

/**
 * Writes the file through a temporary file and a rename, so a run stopped mid-write leaves the
 * previous progress rather than half a file.
 */
export async function writeDeployProgress(path: string, progress: DeployProgress): Promise<void> {
  const { mkdir, rename, writeFile } = await import("node:fs/promises");
  const { dirname } = await import("node:path");
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.partial`;
  await writeFile(temporary, `${JSON.stringify(progress, null, 2)}\n`);
  await rename(temporary, path);
}
