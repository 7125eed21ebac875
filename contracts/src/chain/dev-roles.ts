/**
 * DEVELOPMENT ONLY. Which development account plays which part on a local chain, and the deploy
 * configuration that follows from it. Never use these accounts on a public network.
 */
import type { Address, Hex, LocalAccount } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { DeployConfig, StageConfig } from "../deploy.js";
import { DEV_PRIVATE_KEYS } from "./dev-accounts.js";

/** Index of each part in {@link DEV_PRIVATE_KEYS}. */
export const DEV_ROLE_INDEX = {
  deployer: 0, // owner of everything, ICMS holder and ICT mining pool
  withdrawSigner: 1,
  alice: 2,
  bob: 3,
  carol: 4,
  dave: 5,
  withdrawFeeWallet: 6,
  saleTechnology: 7,
  saleActivityReserve: 8,
  saleTreasury: 9,
  saleOperations: 10,
  saleLiquidity: 11,
  icmsUtilityReserve: 12,
  icmsMaintenance: 13,
  icmsDaoDividend: 14,
  icmsLiquidityFloor: 15,
  ictBuyback: 16,
  ictLockedLiquidity: 17,
  quoteSigner: 18,
  platformTreasury: 19,
} as const;

export type DevRole = keyof typeof DEV_ROLE_INDEX;

/** The public development key of the account playing `role` (development only). */
export function devPrivateKey(role: DevRole): Hex {
  const key = DEV_PRIVATE_KEYS[DEV_ROLE_INDEX[role]];
  if (key === undefined) throw new Error(`no development key for ${role}`);
  return key;
}

/** The development account playing `role` (development only). */
export function devAccount(role: DevRole): LocalAccount {
  return privateKeyToAccount(devPrivateKey(role));
}

const DAY = 86_400n;

/** Three sale stages around `now` (unix seconds): ended, running for a year, starting in a year. */
export function devStages(now: bigint): StageConfig[] {
  return [
    { startTime: now - 30n * DAY, endTime: now - DAY, stock: 480, grade: 1, url: "ipfs://icms-dao/stage-0.json" },
    { startTime: now - DAY, endTime: now + 365n * DAY, stock: 3000, grade: 2, url: "ipfs://icms-dao/stage-1.json" },
    {
      startTime: now + 365n * DAY,
      endTime: now + 730n * DAY,
      stock: 3000,
      grade: 3,
      url: "ipfs://icms-dao/stage-2.json",
    },
  ];
}

/** Id of the stage of {@link devStages} that is running. */
export const DEV_RUNNING_STAGE = 1n;

/** A deploy configuration where every wallet is a development account. */
export function devDeployConfig(stages: StageConfig[] = []): DeployConfig {
  const a = (role: DevRole): Address => devAccount(role).address;
  return {
    withdrawSigner: a("withdrawSigner"),
    withdrawFeeWallet: a("withdrawFeeWallet"),
    icms: {
      holder: a("deployer"),
      utilityReserve: a("icmsUtilityReserve"),
      maintenance: a("icmsMaintenance"),
      daoDividend: a("icmsDaoDividend"),
      liquidityFloor: a("icmsLiquidityFloor"),
    },
    ict: { lockedLiquidity: a("ictLockedLiquidity"), miningPool: a("deployer"), buyback: a("ictBuyback") },
    sale: {
      technology: a("saleTechnology"),
      activityReserve: a("saleActivityReserve"),
      treasury: a("saleTreasury"),
      operations: a("saleOperations"),
      liquidity: a("saleLiquidity"),
    },
    checkout: { quoteSigner: a("quoteSigner"), treasury: a("platformTreasury") },
    stages,
  };
}
