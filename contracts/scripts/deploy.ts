/**
 * Deploys every contract to the chain at RPC_URL from the account of DEPLOYER_KEY and writes the
 * addresses file.
 *
 *   RPC_URL=https://... DEPLOYER_KEY=0x... DEPLOY_CONFIG=deploy.json \
 *     npm run deploy -w contracts -- addresses.json
 *
 * DEPLOY_CONFIG is a JSON file in the shape of `DeployConfig` (wallets, optional USDT address,
 * fee rates, sale stages). `--dev` uses the public development accounts instead; it is refused on
 * mainnets (56, 1) because anyone can spend what those accounts receive.
 * The output path defaults to `addresses.<chainId>.json`.
 */
import { readFileSync } from "node:fs";
import { createWalletClient, type Hex, http, isHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { deployContracts, devDeployConfig } from "../src/index.js";
import { parseDeployConfig } from "./lib/deploy-config.js";

const mainnets = new Set([1, 56]);

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dev = args.includes("--dev");
  const output = args.find((a) => !a.startsWith("--"));
  const key = setting("DEPLOYER_KEY");
  if (!isHex(key) || key.length !== 66) throw new Error("DEPLOYER_KEY must be a 32-byte hex private key");

  const wallet = createWalletClient({ account: privateKeyToAccount(key as Hex), transport: http(setting("RPC_URL")) });
  const chainId = await wallet.getChainId();
  if (dev && mainnets.has(chainId)) throw new Error(`--dev is refused on chain ${chainId}`);
  const config = dev
    ? devDeployConfig()
    : parseDeployConfig(JSON.parse(readFileSync(setting("DEPLOY_CONFIG"), "utf8")));

  const addressesFile = output ?? `addresses.${chainId}.json`;
  console.log(`deploying to chain ${chainId} from ${wallet.account.address}`);
  const addresses = await deployContracts(wallet, config, { addressesFile, log: (line) => console.log(line) });
  console.log(`wrote ${addressesFile} (deploy block ${addresses.deployBlock})`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
