/**
 * A fresh in-process chain per test file with every contract deployed from the generated (or,
 * under coverage, instrumented) bytecode; `reset()` returns to the state right after deployment.
 */
import {
  type Abi,
  type Account,
  type Address,
  BaseError,
  type Chain,
  createWalletClient,
  decodeErrorResult,
  defineChain,
  type Hex,
  publicActions,
  type TransactionReceipt,
  type Transport,
} from "viem";
import { devAccount, devDeployConfig, devStages, type DevRole } from "../../src/chain/dev-roles.js";
import {
  type ContractName,
  contractArtifacts,
  createInProcessProvider,
  type DeployConfig,
  type DeployedAddresses,
  deployContracts,
  type Eip1193Provider,
  providerTransport,
} from "../../src/index.js";
import { attachCoverage, coverageBytecode, coverageEnabled } from "./coverage.js";

export type { DevRole };

function makeChain(id: number): Chain {
  return defineChain({
    id,
    name: `test chain ${id}`,
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
}

/** Creates a provider (instrumented under coverage) and a viem client factory for it. */
export async function startChain(chainId = 97) {
  const provider = await createInProcessProvider({
    chainId,
    allowUnlimitedContractSize: coverageEnabled,
    blockGasLimit: coverageEnabled ? 1_000_000_000 : undefined,
  });
  attachCoverage(provider);
  const transport = providerTransport(provider);
  const chain = makeChain(chainId);
  const as = (role: DevRole | Account) =>
    createWalletClient({ account: typeof role === "string" ? devAccount(role) : role, transport, chain }).extend(
      publicActions,
    );
  return { provider, transport, chain, as };
}

type Wallet = ReturnType<Awaited<ReturnType<typeof startChain>>["as"]>;

export interface Fixture {
  provider: Eip1193Provider;
  transport: Transport;
  chain: Chain;
  addresses: DeployedAddresses;
  c: DeployedAddresses["contracts"];
  /** A wallet client (with public actions) for a development account. */
  as(role: DevRole | Account): Wallet;
  /** Address of the development account playing `role`. */
  addr(role: DevRole): Address;
  /** Waits for a transaction and returns its receipt, failing on a revert. */
  send(hash: Promise<Hex>): Promise<TransactionReceipt>;
  /** Back to the state right after deployment (or the last checkpoint). */
  reset(): Promise<void>;
  /** Makes the current state the one `reset()` returns to. */
  checkpoint(): Promise<void>;
  /** Moves the chain's clock forward and mines a block. */
  increaseTime(seconds: bigint): Promise<void>;
  /** Mines the next block at unix time `timestamp`, which must be later than the latest block. */
  mineAt(timestamp: bigint): Promise<void>;
  now(): Promise<bigint>;
  mine(blocks?: number): Promise<void>;
}

/** Starts a chain and deploys everything with the development roles and the three dev stages. */
export async function deployFixture(edit?: (config: DeployConfig) => void): Promise<Fixture> {
  const { provider, transport, chain, as } = await startChain();
  const deployer = as("deployer");
  const now = (await deployer.getBlock()).timestamp;
  const config = devDeployConfig(devStages(now));
  edit?.(config);
  const addresses = await deployContracts(deployer, config, { bytecode: coverageBytecode() });
  const rpc = (method: string, params: unknown[] = []) => provider.request({ method, params });
  let snapshot = (await rpc("evm_snapshot")) as string;
  const fixture: Fixture = {
    provider,
    transport,
    chain,
    addresses,
    c: addresses.contracts,
    as,
    addr: (role) => devAccount(role).address,
    send: async (hash) => {
      const receipt = await deployer.waitForTransactionReceipt({ hash: await hash });
      if (receipt.status !== "success") throw new Error("transaction reverted");
      return receipt;
    },
    reset: async () => {
      await rpc("evm_revert", [snapshot]);
      snapshot = (await rpc("evm_snapshot")) as string;
    },
    checkpoint: async () => {
      snapshot = (await rpc("evm_snapshot")) as string;
    },
    increaseTime: async (seconds) => {
      await rpc("evm_increaseTime", [Number(seconds)]);
      await rpc("evm_mine");
    },
    mineAt: async (timestamp) => {
      await rpc("evm_setNextBlockTimestamp", [Number(timestamp)]);
      await rpc("evm_mine");
    },
    now: async () => (await deployer.getBlock()).timestamp,
    mine: async (blocks = 1) => {
      await rpc("hardhat_mine", [`0x${blocks.toString(16)}`]);
    },
  };
  return fixture;
}

const allErrors: Abi = Object.values(contractArtifacts).flatMap(({ abi }) =>
  (abi as Abi).filter((item) => item.type === "error"),
);

/**
 * The custom error a call, transaction or deployment reverted with, decoded against every
 * contract's errors (a revert can come from a contract the caller did not call directly).
 */
export async function revertOf(call: Promise<unknown>): Promise<{ name: string; args: readonly unknown[] }> {
  try {
    await call;
  } catch (error) {
    const withData =
      error instanceof BaseError ? error.walk((e) => typeof (e as { data?: unknown }).data === "string") : null;
    const data = (withData as { data?: Hex } | null)?.data;
    if (!data || data === "0x") throw error;
    const decoded = decodeErrorResult({ abi: allErrors, data });
    return { name: decoded.errorName, args: decoded.args ?? [] };
  }
  throw new Error("expected the call to revert");
}

/** Creation bytecode of `name`: the instrumented build under coverage, the generated one otherwise. */
export function bytecodeOf(name: ContractName): Hex {
  return coverageBytecode()?.[name] ?? contractArtifacts[name].bytecode;
}
