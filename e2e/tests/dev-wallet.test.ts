import { afterEach, describe, expect, it } from "vitest";
import { type AppSession, openApp, storage } from "../src/app";

/** Hardhat's development account #0, the key the built-in development wallet signs with. */
const DEV_WALLET_ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

describe("built-in development wallet", () => {
  let app: AppSession;
  afterEach(async () => app?.close());

  it("lets a newcomer without a wallet extension sign in when the gateway runs a local chain 97", async () => {
    app = await openApp({ wallet: false });
    // The gateway under test has no chain configured; report the local development chain.
    await app.page.route("**/gwapi/config", (route) =>
      route.fulfill({
        json: {
          chainId: 97,
          rpcUrl: "http://127.0.0.1:8545",
          contracts: {},
          walletConnectProjectId: null,
          explorerUrl: null,
          devWallet: true,
        },
      }),
    );
    await app.page.goto(app.url("/auth/icms_login?redirect=%2Fucenter%2Fprofile"));
    await app.page.getByText("Development only").waitFor();
    expect(await app.page.getByRole("button", { name: /Scripted/ }).count()).toBe(0);
    await app.page.getByRole("button", { name: /Development wallet/ }).click();
    await app.page.waitForURL(/\/ucenter\/profile$/);
    expect((await storage(app.page)).WalletAddr).toBe(DEV_WALLET_ADDRESS);
  });

  it("is not offered when the chain is not local", async () => {
    app = await openApp({ wallet: false });
    await app.page.route("**/gwapi/config", (route) =>
      route.fulfill({
        json: {
          chainId: 97,
          rpcUrl: "https://rpc.example.org",
          contracts: {},
          walletConnectProjectId: null,
          explorerUrl: null,
          devWallet: true,
        },
      }),
    );
    await app.page.goto(app.url("/auth/icms_login"));
    await app.page.getByText("No wallet was found in this browser.").waitFor();
    expect(await app.page.getByRole("button", { name: /Development wallet/ }).count()).toBe(0);
  });
});
