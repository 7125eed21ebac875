import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { silentLog } from "../../test/chain-harness.js";
import { loadConfig } from "../config.js";
import type { Db } from "../db/db.js";
import { startChainIndexer } from "./start.js";

const db = {} as Db;
const dir = mkdtempSync(join(tmpdir(), "icms-start-"));
const contracts = Object.fromEntries(
  [
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
  ].map((key, i) => [key, `0x${(i + 1).toString(16).padStart(40, "0")}`]),
);

function addressesFile(chainId: number): string {
  const path = join(dir, `addresses-${chainId}.json`);
  writeFileSync(path, JSON.stringify({ chainId, contracts, deployBlock: 1 }));
  return path;
}

describe("indexer settings", () => {
  it("leave the indexer off without a chain, or when disabled", async () => {
    expect(await startChainIndexer(loadConfig({}), db, silentLog)).toBeUndefined();
    const off = { RPC_URL: "http://127.0.0.1:1", CONTRACTS_FILE: addressesFile(97), INDEXER_ENABLED: "false" };
    expect(await startChainIndexer(loadConfig(off), db, silentLog)).toBeUndefined();
  });

  it("name the setting that is wrong", async () => {
    const missing = loadConfig({ RPC_URL: "http://127.0.0.1:1", CONTRACTS_FILE: join(dir, "none.json") });
    await expect(startChainIndexer(missing, db, silentLog)).rejects.toThrow(/CONTRACTS_FILE/);
    const mainnet = loadConfig({ RPC_URL: "http://127.0.0.1:1", CONTRACTS_FILE: addressesFile(56) });
    await expect(startChainIndexer(mainnet, db, silentLog)).rejects.toThrow(/CONTRACTS_FILE: contracts of chain 56/);
    expect(() => loadConfig({ CHAIN_CONFIRMATIONS: "-1" })).toThrow(/CHAIN_CONFIRMATIONS/);
    expect(() => loadConfig({ INDEXER_ENABLED: "perhaps" })).toThrow(/INDEXER_ENABLED/);
    expect(loadConfig({})).toMatchObject({ CHAIN_CONFIRMATIONS: 3, INDEXER_ENABLED: true, INDEXER_POLL_MS: 1_000 });
  });
});
