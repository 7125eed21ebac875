import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createPublicClient, http } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import {
  createInProcessProvider,
  devDeployConfig,
  devPrivateKey,
  devStages,
  nftSaleAbi,
  readAddressesFile,
  serveProvider,
} from "../../src/index.js";
import { parseDeployConfig } from "../../scripts/lib/deploy-config.js";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "icms-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the deploy CLI against `rpcUrl`; resolves with its output or rejects with it. */
function deployCli(rpcUrl: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ["--import", "tsx", "scripts/deploy.ts", ...args], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, RPC_URL: rpcUrl, DEPLOYER_KEY: devPrivateKey("deployer"), ...env },
  });
}

const json = (value: unknown) => JSON.stringify(value, (_, v) => (typeof v === "bigint" ? v.toString() : v));

describe("deploy CLI", () => {
  it("deploys from a JSON configuration over HTTP and writes the addresses file", { timeout: 60_000 }, async () => {
    const server = await serveProvider(await createInProcessProvider(), 0);
    try {
      const configFile = path.join(dir, "deploy.json");
      writeFileSync(configFile, json(devDeployConfig(devStages(BigInt(Math.floor(Date.now() / 1000))))));
      const out = path.join(dir, "addresses.json");
      const { stdout } = await deployCli(server.url, [out], { DEPLOY_CONFIG: configFile });
      expect(stdout).toMatch(/deploying to chain 97/);
      const addresses = await readAddressesFile(out);
      const client = createPublicClient({ transport: http(server.url) });
      const stages = await client.readContract({
        address: addresses.contracts.NFTSale,
        abi: nftSaleAbi,
        functionName: "stageCount",
      });
      expect(stages).toBe(3n);
    } finally {
      await server.close();
    }
  });

  it("refuses the development accounts on a mainnet", { timeout: 60_000 }, async () => {
    const server = await serveProvider(await createInProcessProvider({ chainId: 56 }), 0);
    try {
      await expect(deployCli(server.url, ["--dev", path.join(dir, "x.json")])).rejects.toMatchObject({
        stderr: expect.stringMatching(/--dev is refused on chain 56/),
      });
      await expect(deployCli(server.url, [], { DEPLOYER_KEY: "0x1234" })).rejects.toMatchObject({
        stderr: expect.stringMatching(/DEPLOYER_KEY must be/),
      });
    } finally {
      await server.close();
    }
  });
});

describe("parseDeployConfig", () => {
  const valid = JSON.parse(json(devDeployConfig(devStages(1_800_000_000n))));

  it("reads addresses, fee rates and stages", () => {
    const config = parseDeployConfig({ ...valid, icms: { ...valid.icms, transferFeeBps: 250 } });
    expect(config.icms.transferFeeBps).toBe(250);
    expect(config.stages?.[1]).toEqual(devStages(1_800_000_000n)[1]);
    expect(config.sale).toEqual(devDeployConfig().sale);
  });

  it("names the setting that is wrong", () => {
    expect(() => parseDeployConfig({ ...valid, withdrawSigner: "0x12" })).toThrow(/withdrawSigner is not an address/);
    expect(() => parseDeployConfig({ ...valid, sale: undefined })).toThrow(/sale is missing/);
    expect(() => parseDeployConfig({ ...valid, stages: [{ ...valid.stages[0], stock: 1.5 }] })).toThrow(
      /stages\[0\]\.stock is not a whole number/,
    );
    expect(() => parseDeployConfig({ ...valid, stages: {} })).toThrow(/stages must be a list/);
    expect(() => parseDeployConfig(null)).toThrow(/the configuration is missing/);
  });
});
