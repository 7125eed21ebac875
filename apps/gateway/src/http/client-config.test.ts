import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/harness.js";

describe("GET /gwapi/config", () => {
  let gw: TestGateway | undefined;
  afterEach(async () => {
    await gw?.close();
  });

  async function clientConfig(env: Record<string, string>) {
    gw = await startTestGateway(env);
    const response = await fetch(`${gw.url}/gwapi/config`);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    return (await response.json()) as { chainId: number; devWallet: boolean };
  }

  it("lets the web app offer its development wallet outside production", async () => {
    expect(await clientConfig({})).toMatchObject({ chainId: 97, devWallet: true });
  });

  it("never offers the development wallet in production", async () => {
    const contracts = join(mkdtempSync(join(tmpdir(), "icms-config-")), "contracts.json");
    writeFileSync(contracts, JSON.stringify({ contracts: {} }));
    const config = await clientConfig({
      NODE_ENV: "production",
      APP_SECRET: "a".repeat(32),
      JWT_SECRET: "b".repeat(32),
      RPC_URL: "http://127.0.0.1:8545",
      CONTRACTS_FILE: contracts,
      INDEXER_ENABLED: "false",
      COURSE_QUOTE_SIGNER_KEY: `0x${"c".repeat(64)}`,
      CREDENTIALS_KEY: "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
    });
    expect(config).toMatchObject({ chainId: 97, devWallet: false });
  });
});
