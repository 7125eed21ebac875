/**
 * Reading a deploy configuration from JSON: the shape of {@link DeployConfig}, with addresses
 * checked and stage times, stocks and grades given as numbers or decimal strings.
 */
import { type Address, getAddress, isAddress } from "viem";
import type { DeployConfig, StageConfig } from "../../src/index.js";

type Json = Record<string, unknown>;

function address(value: unknown, name: string): Address {
  if (typeof value !== "string" || !isAddress(value)) throw new Error(`deploy config: ${name} is not an address`);
  return getAddress(value);
}

function object(value: unknown, name: string): Json {
  if (typeof value !== "object" || value === null) throw new Error(`deploy config: ${name} is missing`);
  return value as Json;
}

function integer(value: unknown, name: string): bigint {
  if ((typeof value === "number" && Number.isInteger(value)) || (typeof value === "string" && /^\d+$/.test(value))) {
    return BigInt(value);
  }
  throw new Error(`deploy config: ${name} is not a whole number`);
}

function optionalBps(value: unknown, name: string): number | undefined {
  return value === undefined ? undefined : Number(integer(value, name));
}

export function parseDeployConfig(value: unknown): DeployConfig {
  const c = object(value, "the configuration");
  const icms = object(c.icms, "icms");
  const ict = object(c.ict, "ict");
  const sale = object(c.sale, "sale");
  const checkout = object(c.checkout, "checkout");
  const stages = (c.stages ?? []) as unknown[];
  if (!Array.isArray(stages)) throw new Error("deploy config: stages must be a list");
  return {
    owner: c.owner === undefined ? undefined : address(c.owner, "owner"),
    withdrawSigner: address(c.withdrawSigner, "withdrawSigner"),
    withdrawFeeWallet: address(c.withdrawFeeWallet, "withdrawFeeWallet"),
    usdt: c.usdt === undefined ? undefined : address(c.usdt, "usdt"),
    icms: {
      holder: address(icms.holder, "icms.holder"),
      utilityReserve: address(icms.utilityReserve, "icms.utilityReserve"),
      maintenance: address(icms.maintenance, "icms.maintenance"),
      daoDividend: address(icms.daoDividend, "icms.daoDividend"),
      liquidityFloor: address(icms.liquidityFloor, "icms.liquidityFloor"),
      transferFeeBps: optionalBps(icms.transferFeeBps, "icms.transferFeeBps"),
    },
    ict: {
      lockedLiquidity: address(ict.lockedLiquidity, "ict.lockedLiquidity"),
      miningPool: address(ict.miningPool, "ict.miningPool"),
      buyback: address(ict.buyback, "ict.buyback"),
      transferFeeBps: optionalBps(ict.transferFeeBps, "ict.transferFeeBps"),
    },
    sale: {
      technology: address(sale.technology, "sale.technology"),
      activityReserve: address(sale.activityReserve, "sale.activityReserve"),
      treasury: address(sale.treasury, "sale.treasury"),
      operations: address(sale.operations, "sale.operations"),
      liquidity: address(sale.liquidity, "sale.liquidity"),
    },
    checkout: {
      quoteSigner: address(checkout.quoteSigner, "checkout.quoteSigner"),
      treasury: address(checkout.treasury, "checkout.treasury"),
    },
    stages: stages.map((entry, i): StageConfig => {
      const s = object(entry, `stages[${i}]`);
      return {
        startTime: integer(s.startTime, `stages[${i}].startTime`),
        endTime: integer(s.endTime, `stages[${i}].endTime`),
        stock: Number(integer(s.stock, `stages[${i}].stock`)),
        grade: Number(integer(s.grade, `stages[${i}].grade`)),
        url: String(s.url ?? ""),
      };
    }),
  };
}
