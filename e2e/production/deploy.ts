/**
 * The contracts on the chain standing in for BSC, put there as an operator would: a fresh deployer
 * key funded by a development account, the chain's existing USDT (a TestUSDT deployed first, as
 * the browser suite's chain has one), a deploy configuration naming fresh wallets, and the
 * production deploy script (`npm run deploy -w contracts`) with the key in DEPLOYER_PRIVATE_KEY
 * and a distinct owner. Then the mining pool refills the reward vault, as in production.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PrivateKeyAccount,
  parseEther,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  type DeployedAddresses,
  devChainDefinition,
  devPrivateKey,
  readAddressesFile,
  testUsdtAbi,
  testUsdtBytecode,
} from "../../contracts/src/index.ts";
import { runOnce } from "./processes.ts";

export interface DeployedChain {
  rpcUrl: string;
  contractsFile: string;
  addresses: DeployedAddresses;
  owner: Address;
  /** The gateway's signer keys, whose addresses the deployment names. */
  withdrawSignerKey: Hex;
  quoteSignerKey: Hex;
  /** The deploy command's output. */
  log: string;
  /** Sends `bnb` native coin and mints `usdt` USDT to `to`. */
  fund(to: Address, bnb: bigint, usdt: bigint): Promise<void>;
  /** Sends a transaction from `account` and waits for it; throws when it reverts. */
  send(account: PrivateKeyAccount, write: (wallet: Wallet) => Promise<Hex>): Promise<Hex>;
  reader: ReturnType<typeof createPublicClient>;
}

type Wallet = ReturnType<typeof walletOf>;

function walletOf(account: PrivateKeyAccount, rpcUrl: string) {
  return createWalletClient({ account, transport: http(rpcUrl), chain: devChainDefinition(rpcUrl) });
}

/** ICT the mining pool moves into the reward vault. */
const VAULT_ICT = parseEther("100000");

export async function deployToChain(rpcUrl: string, dir: string, repoRoot: string): Promise<DeployedChain> {
  const reader = createPublicClient({ transport: http(rpcUrl) });
  const send: DeployedChain["send"] = async (account, write) => {
    const hash = await write(walletOf(account, rpcUrl));
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return hash;
  };
  // A development account plays the chain's faucet and its USDT issuer; it has no part in ICMS.
  const funder = privateKeyToAccount(devPrivateKey("dave"));
  const usdtHash = await walletOf(funder, rpcUrl).deployContract({
    abi: testUsdtAbi,
    bytecode: testUsdtBytecode,
    args: [funder.address],
  });
  const usdt = getAddress((await reader.waitForTransactionReceipt({ hash: usdtHash })).contractAddress as Address);
  const fund: DeployedChain["fund"] = async (to, bnb, amount) => {
    if (bnb > 0n) await send(funder, (w) => w.sendTransaction({ to, value: bnb }));
    if (amount > 0n)
      await send(funder, (w) =>
        w.writeContract({ address: usdt, abi: testUsdtAbi, functionName: "mint", args: [to, amount] }),
      );
  };

  const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
  const deployerKey = generatePrivateKey();
  const withdrawSignerKey = generatePrivateKey();
  const quoteSignerKey = generatePrivateKey();
  const miningPool = privateKeyToAccount(generatePrivateKey());
  const owner = fresh();
  await fund(privateKeyToAccount(deployerKey).address, parseEther("10"), 0n);
  await fund(miningPool.address, parseEther("1"), 0n);

  const now = Number((await reader.getBlock()).timestamp);
  const config = {
    withdrawSigner: privateKeyToAccount(withdrawSignerKey).address,
    withdrawFeeWallet: fresh(),
    icms: {
      holder: fresh(),
      utilityReserve: fresh(),
      maintenance: fresh(),
      daoDividend: fresh(),
      liquidityFloor: fresh(),
    },
    ict: { lockedLiquidity: fresh(), miningPool: miningPool.address, buyback: fresh() },
    sale: { technology: fresh(), activityReserve: fresh(), treasury: fresh(), operations: fresh(), liquidity: fresh() },
    checkout: { quoteSigner: privateKeyToAccount(quoteSignerKey).address, treasury: fresh() },
    stages: [
      { startTime: now, endTime: now + 86_400, stock: 100, grade: 1, url: "ipfs://production-suite/stage-0.json" },
    ],
  };
  const configFile = join(dir, "deploy.json");
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const contractsFile = join(dir, "contracts.json");
  const log = await runOnce({
    name: "deploy",
    command: "npm",
    // biome-ignore format: the command line as an operator types it
    args: ["run", "deploy", "-w", "contracts", "--", "--rpc", rpcUrl, "--owner", owner, "--usdt", usdt,
      "--config", configFile, "--out", contractsFile, "--verify-dir", join(dir, "verify")],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DEPLOYER_PRIVATE_KEY: deployerKey },
    cwd: repoRoot,
  });
  const addresses = await readAddressesFile(contractsFile);
  await send(miningPool, (w) =>
    w.writeContract({
      address: addresses.contracts.ICT,
      abi: erc20Abi,
      functionName: "transfer",
      args: [addresses.contracts.RewardVault, VAULT_ICT],
    }),
  );
  return { rpcUrl, contractsFile, addresses, owner, withdrawSignerKey, quoteSignerKey, log, fund, send, reader };
}
