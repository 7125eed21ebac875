/**
 * What a deployment must refuse before it sends anything. The development keys are public (the
 * Hardhat mnemonic): on any chain but the local one, whatever they deploy or own is taken by the
 * first bot that watches them, so they may neither deploy nor be given a part there.
 */
import { type Address, isAddressEqual } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { DEV_CHAIN_ID, DEV_PRIVATE_KEYS, type DeployConfig } from "../../src/index.js";

const devAddresses: Address[] = DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address);

/**
 * The local development chain: chain id 97 served by Hardhat Network. BSC testnet has the same
 * chain id, so the id alone cannot tell them apart; the node's client version can (BSC nodes
 * answer `Geth/...`).
 */
export function isLocalChain(chainId: number, clientVersion: string): boolean {
  return chainId === DEV_CHAIN_ID && clientVersion.startsWith("HardhatNetwork/");
}

function isDevelopmentAddress(address: Address): boolean {
  return devAddresses.some((dev) => isAddressEqual(dev, address));
}

/** Every wallet a deploy configuration names, with the setting that names it. */
function configuredWallets(config: DeployConfig): [setting: string, address: Address][] {
  const wallets: [string, Address | undefined][] = [
    ["owner", config.owner],
    ["withdrawSigner", config.withdrawSigner],
    ["withdrawFeeWallet", config.withdrawFeeWallet],
    ["usdt", config.usdt],
    ...Object.entries(config.icms).map(([k, v]): [string, Address | undefined] => [`icms.${k}`, v as Address]),
    ...Object.entries(config.ict).map(([k, v]): [string, Address | undefined] => [`ict.${k}`, v as Address]),
    ...Object.entries(config.sale).map(([k, v]): [string, Address] => [`sale.${k}`, v]),
    ...Object.entries(config.checkout).map(([k, v]): [string, Address] => [`checkout.${k}`, v]),
  ];
  return wallets.filter((w): w is [string, Address] => typeof w[1] === "string");
}

interface NetworkDeployment {
  chainId: number;
  clientVersion: string;
  deployer: Address;
  config: DeployConfig;
}

/**
 * Throws, naming what is wrong, when a deployment to a chain other than the local one uses a
 * development key or account, has no owner or no USDT, or leaves a part with the deployer (whose
 * key is a hot key that should hold nothing once the deployment is done).
 */
export function refuseUnsafeDeployment({ chainId, clientVersion, deployer, config }: NetworkDeployment): void {
  if (isLocalChain(chainId, clientVersion)) return;
  const where = `chain ${chainId} is not the local development chain`;
  if (isDevelopmentAddress(deployer)) {
    throw new Error(
      `${where}: the deployer ${deployer} is a public development account; set DEPLOYER_PRIVATE_KEY to a key of your own`,
    );
  }
  if (!config.owner) throw new Error(`${where}: give --owner (the multisig that will own the contracts)`);
  if (!config.usdt) throw new Error(`${where}: give --usdt (the chain's USDT; TestUSDT is for the local chain only)`);
  for (const [setting, address] of configuredWallets(config)) {
    if (isDevelopmentAddress(address)) {
      throw new Error(`${where}: ${setting} ${address} is a public development account`);
    }
    if (isAddressEqual(address, deployer)) {
      throw new Error(
        `${where}: ${setting} is the deployer ${deployer}; the deployer keeps nothing after the handover`,
      );
    }
  }
}
