/**
 * The production deploy against a separately started chain standing in for BSC (chain id 1337, so
 * not the local development chain): a fresh deployer key funded from a development account, an
 * owner that stands for the multisig, an existing USDT. Checks the contracts file, the
 * verification inputs (compiled as an explorer would, they give back the code on the chain), the
 * handover, resuming, and the refusal of the development keys.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  decodeAbiParameters,
  getAddress,
  type Hex,
  http,
  parseEther,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileStandardJson } from "../../scripts/lib/solc.js";
import { isLocalChain } from "../../scripts/lib/deploy-guard.js";
import type { StandardJsonInput, VerificationEntry } from "../../scripts/lib/verify-inputs.js";
import {
  type ContractName,
  contractArtifacts,
  createInProcessProvider,
  type DeployConfig,
  devAccount,
  devPrivateKey,
  icmsTokenAbi,
  nftSaleAbi,
  readAddressesFile,
  type RpcServer,
  serveProvider,
  testUsdtAbi,
  testUsdtBytecode,
} from "../../src/index.js";

const CHAIN_ID = 1337;
const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "icms-network-deploy-"));
const out = path.join(dir, "contracts.json");
const verifyDir = path.join(dir, "contracts.verify");

const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const deployerKey = generatePrivateKey();
const deployer = privateKeyToAccount(deployerKey).address;
const owner = fresh();
const now = BigInt(Math.floor(Date.now() / 1000));
const config: Omit<DeployConfig, "owner" | "usdt"> = {
  withdrawSigner: fresh(),
  withdrawFeeWallet: fresh(),
  icms: {
    holder: fresh(),
    utilityReserve: fresh(),
    maintenance: fresh(),
    daoDividend: fresh(),
    liquidityFloor: fresh(),
  },
  ict: { lockedLiquidity: fresh(), miningPool: fresh(), buyback: fresh() },
  sale: { technology: fresh(), activityReserve: fresh(), treasury: fresh(), operations: fresh(), liquidity: fresh() },
  checkout: { quoteSigner: fresh(), treasury: fresh() },
  stages: [{ startTime: now, endTime: now + 86_400n, stock: 100, grade: 1, url: "ipfs://stage-0.json" }],
};
const configFile = path.join(dir, "deploy.json");
writeFileSync(
  configFile,
  JSON.stringify(config, (_, v) => (typeof v === "bigint" ? v.toString() : v)),
);

let server: RpcServer;
let usdt: Address;
const client = () => createPublicClient({ transport: http(server.url) });

/** Runs the deploy command; resolves with its output or rejects with it (stdout, stderr). */
function deployCommand(args: string[], key: Hex = deployerKey) {
  const env: NodeJS.ProcessEnv = { ...process.env, DEPLOYER_PRIVATE_KEY: key };
  delete env.DEPLOYER_KEY;
  delete env.RPC_URL;
  delete env.DEPLOY_CONFIG;
  return run(process.execPath, ["--import", "tsx", "scripts/deploy.ts", ...args], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env,
  });
}

const productionArgs = () => ["--rpc", server.url, "--owner", owner, "--usdt", usdt, "--config", configFile];

beforeAll(async () => {
  server = await serveProvider(await createInProcessProvider({ chainId: CHAIN_ID }), 0);
  // A development account funds the fresh deployer and plays the chain's existing USDT issuer.
  const funder = createWalletClient({ account: devAccount("dave"), transport: http(server.url) });
  const hash = await funder.sendTransaction({ to: deployer, value: parseEther("10"), chain: null });
  await client().waitForTransactionReceipt({ hash });
  const usdtHash = await funder.deployContract({
    abi: testUsdtAbi,
    bytecode: testUsdtBytecode,
    args: [funder.account.address],
    chain: null,
  });
  usdt = getAddress((await client().waitForTransactionReceipt({ hash: usdtHash })).contractAddress as Address);
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("deploy to a network", () => {
  it("deploys, writes the contracts file and the verification inputs, and hands everything to the owner", {
    timeout: 240_000,
  }, async () => {
    const { stdout, stderr } = await deployCommand([...productionArgs(), "--out", out, "--confirmations", "1"]);
    expect(stdout + stderr).not.toContain(deployerKey.slice(2));
    expect(stdout).toContain(`deploying to chain ${CHAIN_ID}`);
    expect(stdout).toMatch(/NFTSale deployed at 0x/);
    expect(stdout).toContain(`ownership handed to ${owner}`);
    expect(stdout).toContain("the deployer holds no part");

    // The contracts file: the shape the gateway reads, the given USDT, code at every address.
    const addresses = await readAddressesFile(out);
    expect(addresses.chainId).toBe(CHAIN_ID);
    expect(addresses.contracts.USDT).toBe(usdt);
    expect(addresses.deployBlock).toBeGreaterThan(0);
    for (const address of Object.values(addresses.contracts)) {
      expect(await client().getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/);
    }

    // Ownership and parts, read here directly rather than through the command's own check.
    const c = addresses.contracts;
    for (const key of [
      "ICMS",
      "ICT",
      "DaoNFT",
      "NFTSale",
      "RewardVault",
      "CourseCheckout",
      "Dragon1",
      "Dragon2",
    ] as const) {
      expect(await client().readContract({ address: c[key], abi: icmsTokenAbi, functionName: "owner" })).toBe(owner);
    }
    expect(await client().readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "stageCount" })).toBe(1n);
    expect(await client().readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "usdt" })).toBe(usdt);
    expect(
      await client().readContract({ address: c.ICMS, abi: icmsTokenAbi, functionName: "balanceOf", args: [deployer] }),
    ).toBe(0n);

    // Verification: each input compiles, with no import callback, to the code on the chain.
    const entries = JSON.parse(readFileSync(path.join(verifyDir, "verify.json"), "utf8")) as VerificationEntry[];
    expect(entries.map((e) => e.key).sort()).toEqual(
      ["CourseCheckout", "DaoNFT", "Dragon1", "Dragon2", "ICMS", "ICT", "NFTSale", "RewardVault", "XManStaking"].sort(),
    );
    const compiled = new Map<string, Compiled>();
    for (const entry of entries) {
      expect(entry.address).toBe(c[entry.key]);
      expect(entry.compilerVersion).toMatch(/^v0\.8\.30\+commit\.[0-9a-f]{8}$/);
      const [unit, name] = entry.contract.split(":") as [string, ContractName];
      const contract = compiled.get(entry.contract) ?? compileEntry(path.join(verifyDir, entry.input), unit, name);
      compiled.set(entry.contract, contract);
      expect(contract.bytecode).toBe(contractArtifacts[name].bytecode);
      const onChain = (await client().getCode({ address: entry.address })) as Hex;
      expect(withoutImmutables(onChain, contract.immutables)).toBe(
        withoutImmutables(contract.deployedBytecode, contract.immutables),
      );
      const inputs = (contractArtifacts[name].abi as Abi).find((item) => item.type === "constructor");
      const args = decodeAbiParameters(
        inputs && "inputs" in inputs ? inputs.inputs : [],
        `0x${entry.constructorArguments}`,
      );
      if (entry.key === "NFTSale") expect(args.slice(0, 3)).toEqual([deployer, usdt, c.DaoNFT]);
      if (entry.key === "RewardVault")
        expect(args).toEqual([deployer, c.ICT, c.ICMS, config.withdrawSigner, config.withdrawFeeWallet]);
    }
  });

  it("resumes: contracts listed with code are kept, a missing one is deployed and handed over", {
    timeout: 120_000,
  }, async () => {
    const before = await readAddressesFile(out);
    const file = JSON.parse(readFileSync(out, "utf8"));
    delete file.contracts.Dragon2;
    writeFileSync(out, JSON.stringify(file));
    const { stdout } = await deployCommand([...productionArgs(), "--out", out, "--confirmations", "1"]);
    expect(stdout.match(/deployed at/g)).toHaveLength(1);
    expect(stdout).toMatch(/DragonNFT deployed at 0x/);
    expect(stdout).toContain(`ICMS (ICMSToken) kept at ${before.contracts.ICMS}`);
    expect(stdout).toContain("the deployer holds no part");
    const after = await readAddressesFile(out);
    expect({ ...after.contracts, Dragon2: undefined }).toEqual({ ...before.contracts, Dragon2: undefined });
    expect(after.contracts.Dragon2).not.toBe(before.contracts.Dragon2);
    expect(after.deployBlock).toBe(before.deployBlock);
    expect(
      await client().readContract({ address: after.contracts.Dragon2, abi: icmsTokenAbi, functionName: "owner" }),
    ).toBe(owner);
  });

  it("refuses the development keys and accounts on a chain that is not the local one", {
    timeout: 120_000,
  }, async () => {
    // Each refusal comes before anything is sent; the three run side by side.
    const devKey = devPrivateKey("deployer");
    const devOwner = [
      "--rpc",
      server.url,
      "--owner",
      devAccount("bob").address,
      "--usdt",
      usdt,
      "--config",
      configFile,
    ];
    const [devDeployer, devOwnerRun, devFlag] = await Promise.allSettled([
      deployCommand([...productionArgs(), "--out", path.join(dir, "dev.json")], devKey),
      deployCommand(devOwner),
      deployCommand(["--rpc", server.url, "--dev"]),
    ]);
    const stderr = (result: PromiseSettledResult<unknown>) => {
      expect(result.status).toBe("rejected");
      const { stdout, stderr } = (result as PromiseRejectedResult).reason as { stdout: string; stderr: string };
      expect(stdout + stderr).not.toContain(devKey.slice(2));
      return stderr;
    };
    expect(stderr(devDeployer)).toMatch(
      /chain 1337 is not the local development chain: the deployer 0x\w+ is a public development account/,
    );
    expect(stderr(devOwnerRun)).toMatch(/owner 0x\w+ is a public development account/);
    expect(stderr(devFlag)).toMatch(/--dev is refused on chain 1337/);
  });
});

describe("isLocalChain", () => {
  it("is the development chain id served by Hardhat Network, not BSC testnet with the same id", () => {
    expect(isLocalChain(97, "HardhatNetwork/2.29.1/@nomicfoundation/edr/0.3.8")).toBe(true);
    expect(isLocalChain(97, "Geth/v1.5.19-a1b2c3d4/linux-amd64/go1.24.4")).toBe(false);
    expect(isLocalChain(1337, "HardhatNetwork/2.29.1")).toBe(false);
    expect(isLocalChain(56, "HardhatNetwork/2.29.1")).toBe(false);
  });
});

interface Compiled {
  bytecode: Hex;
  deployedBytecode: Hex;
  immutables: { start: number; length: number }[];
}

/** Compiles a written standard-JSON input as the explorer does and picks `unit:name` out. */
function compileEntry(file: string, unit: string, name: string): Compiled {
  const input = JSON.parse(readFileSync(file, "utf8")) as StandardJsonInput;
  const output = compileStandardJson(input) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<
      string,
      Record<
        string,
        {
          evm: {
            bytecode: { object: string };
            deployedBytecode: {
              object: string;
              immutableReferences?: Record<string, { start: number; length: number }[]>;
            };
          };
        }
      >
    >;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  expect(errors.map((e) => e.formattedMessage)).toEqual([]);
  const evm = output.contracts[unit]?.[name]?.evm;
  if (!evm) throw new Error(`${unit}:${name} is not in the output`);
  return {
    bytecode: `0x${evm.bytecode.object}`,
    deployedBytecode: `0x${evm.deployedBytecode.object}`,
    immutables: Object.values(evm.deployedBytecode.immutableReferences ?? {}).flat(),
  };
}

/** Runtime code with the immutables (filled in by the constructor) zeroed. */
function withoutImmutables(code: Hex, immutables: { start: number; length: number }[]): string {
  const hex = code.slice(2).split("");
  for (const { start, length } of immutables) hex.fill("0", start * 2, (start + length) * 2);
  return hex.join("");
}
