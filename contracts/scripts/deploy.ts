/**
 * Deploys every contract the platform uses, writes the contracts file the gateway reads
 * (CONTRACTS_FILE) and the inputs for source verification, and hands ownership to the owner.
 *
 *   DEPLOYER_PRIVATE_KEY=0x... npm run deploy -w contracts -- \
 *     --rpc https://... --owner 0xMultisig --usdt 0xUsdt --config deploy.json \
 *     [--out contracts.json] [--verify-dir dir] [--confirmations 3]
 *
 * The key is read from the environment only, never from a flag, and never printed. `--config` is
 * a JSON file in the shape of `DeployConfig` (wallets, fee rates, sale stages); `--owner` and
 * `--usdt` override its `owner` and `usdt`. On any chain but the local development chain the
 * development keys and accounts are refused, and the owner and the USDT are required.
 * Run again with the same `--out`, it resumes: each contract listed there with code on the chain is
 * kept. See docs/deploy-contracts.md.
 *
 * `--dev` deploys with the development accounts' configuration, on the local chain only. The
 * older spellings still work: RPC_URL, DEPLOYER_KEY and DEPLOY_CONFIG in the environment, and the
 * output file as the only argument.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  formatEther,
  getAddress,
  type Hex,
  http,
  isAddress,
  isHex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { type DeployedContract, deployContracts, devDeployConfig } from "../src/index.js";
import { parseDeployConfig } from "./lib/deploy-config.js";
import { isLocalChain, refuseUnsafeDeployment } from "./lib/deploy-guard.js";
import { handoverProblems } from "./lib/handover.js";

/** Blocks a transaction waits for on a public chain before the next one is sent. */
const PUBLIC_CHAIN_CONFIRMATIONS = 3;

function addressFlag(value: string | undefined, flag: string): Address | undefined {
  if (value === undefined) return undefined;
  if (!isAddress(value)) throw new Error(`${flag} is not an address: ${value}`);
  return getAddress(value);
}

/** The deployer key from the environment; the message names the variable, never the value. */
function deployerKey(): Hex {
  const name = process.env.DEPLOYER_PRIVATE_KEY ? "DEPLOYER_PRIVATE_KEY" : "DEPLOYER_KEY";
  const key = process.env[name];
  if (!key) throw new Error("DEPLOYER_PRIVATE_KEY is not set");
  if (!isHex(key) || key.length !== 66) throw new Error(`${name} must be a 32-byte hex private key`);
  return key;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rpc: { type: "string" },
      owner: { type: "string" },
      usdt: { type: "string" },
      config: { type: "string" },
      out: { type: "string" },
      "verify-dir": { type: "string" },
      confirmations: { type: "string" },
      dev: { type: "boolean", default: false },
    },
  });
  const rpcUrl = values.rpc ?? process.env.RPC_URL;
  if (!rpcUrl) throw new Error("give --rpc <url> (or set RPC_URL)");
  const key = deployerKey();

  const wallet = createWalletClient({ account: privateKeyToAccount(key), transport: http(rpcUrl) });
  const client = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await client.getChainId();
  const clientVersion = String(await client.request({ method: "web3_clientVersion" }).catch(() => ""));
  const local = isLocalChain(chainId, clientVersion);
  if (values.dev && !local)
    throw new Error(`--dev is refused on chain ${chainId}: it is not the local development chain`);

  const configFile = values.config ?? process.env.DEPLOY_CONFIG;
  if (!values.dev && !configFile) throw new Error("give --config <deploy.json> (or set DEPLOY_CONFIG)");
  const config = values.dev
    ? devDeployConfig()
    : parseDeployConfig(JSON.parse(readFileSync(configFile as string, "utf8")));
  config.owner = addressFlag(values.owner, "--owner") ?? config.owner;
  config.usdt = addressFlag(values.usdt, "--usdt") ?? config.usdt;
  const deployer = wallet.account.address;
  refuseUnsafeDeployment({ chainId, clientVersion, deployer, config });
  if (config.usdt && ((await client.getCode({ address: config.usdt })) ?? "0x") === "0x") {
    throw new Error(`--usdt ${config.usdt} has no code on chain ${chainId}`);
  }

  const out = values.out ?? positionals[0] ?? `addresses.${chainId}.json`;
  const verifyDir = values["verify-dir"] ?? path.join(path.dirname(out), `${path.basename(out, ".json")}.verify`);
  const confirmations = Number(values.confirmations ?? (local ? 1 : PUBLIC_CHAIN_CONFIRMATIONS));
  if (!Number.isInteger(confirmations) || confirmations < 1)
    throw new Error("--confirmations must be a whole number from 1");

  const balance = await client.getBalance({ address: deployer });
  console.log(`deploying to chain ${chainId} (${clientVersion || "unknown node"}) from ${deployer}`);
  console.log(
    `deployer balance ${balance} wei; owner ${config.owner ?? deployer}; ${confirmations} confirmation(s) a transaction`,
  );
  const contracts: DeployedContract[] = [];
  const addresses = await deployContracts(wallet, config, {
    addressesFile: out,
    resume: true,
    confirmations,
    onContract: (contract) => contracts.push(contract),
    log: (line) => console.log(line),
  });
  console.log(`wrote ${out} (deploy block ${addresses.deployBlock})`);

  // Loaded here: the compiler it brings takes seconds to load, and a refusal should not wait for it.
  const { writeVerificationInputs } = await import("./lib/verify-inputs.js");
  const entries = await writeVerificationInputs(verifyDir, contracts);
  console.log(`wrote ${entries.length} standard-JSON inputs and verify.json to ${verifyDir}`);

  if (config.owner) {
    const problems = await handoverProblems(client, addresses, config.owner, deployer, !config.usdt);
    if (problems.length > 0) throw new Error(`the handover is not complete:\n  ${problems.join("\n  ")}`);
    console.log(`checked on chain: every contract is owned by ${config.owner} and the deployer holds no part`);
  }
  const spent = balance - (await client.getBalance({ address: deployer }));
  console.log(`the deployer spent ${formatEther(spent)} of the chain's native coin`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
