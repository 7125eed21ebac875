import { testUsdtAbi } from "@icms/contracts";
import { api, Code } from "@icms/protocol";
import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWallet, refusedWith, signIn, startTestGateway } from "../../../test/harness.js";
import { loadConfig } from "../../config.js";
import { FAUCET_BNB, FAUCET_USDT, faucetAllowed } from "./faucet.js";
import { type SaleFixture, startSaleFixture } from "../../../test/sale-fixture.js";

let f: SaleFixture;
beforeAll(async () => {
  f = await startSaleFixture();
});
afterAll(async () => f?.close());

describe("wallet_msrv/autonomy_faucet", () => {
  it("needs a session", async () => {
    expect(await refusedWith(f.gw.client().call(api.wallet_msrv.autonomy_faucet, {}))).toBe(Code.NotLoggedIn);
  });

  it("sends test USDT and BNB to the caller's wallet on the local chain", async () => {
    const account = newWallet();
    const client = f.gw.client((await signIn(f.gw, account)).session);
    expect(await client.call(api.wallet_msrv.autonomy_faucet, {})).toEqual({
      wallet_addr: account.address.toLowerCase(),
      usdt: FAUCET_USDT.toString(),
      bnb: FAUCET_BNB.toString(),
    });
    const reader = createPublicClient({ transport: http(f.chain.chain.rpcUrl) });
    expect(await reader.getBalance({ address: account.address })).toBe(FAUCET_BNB);
    expect(
      await reader.readContract({
        address: f.chain.chain.addresses.contracts.USDT,
        abi: testUsdtAbi,
        functionName: "balanceOf",
        args: [account.address],
      }),
    ).toBe(FAUCET_USDT);
  });

  it("is refused on a node that is not on this machine and in production", async () => {
    const base = { ...f.chain.env, NODE_ENV: "test" };
    const remote = loadConfig({ ...base, RPC_URL: f.chain.chain.rpcUrl.replace("127.0.0.1", "node.example.com") });
    const local = loadConfig(base);
    const sale = {
      addresses: f.chain.chain.addresses,
      client: createPublicClient({ transport: http(f.chain.chain.rpcUrl) }),
    } as Parameters<typeof faucetAllowed>[1];
    expect(await faucetAllowed(local, sale)).toBe(true);
    expect(await faucetAllowed(remote, sale)).toBe(false);
    expect(await faucetAllowed({ ...local, NODE_ENV: "production" }, sale)).toBe(false);
    // A "USDT" that has no owner of ours (here the staking contract, which has no owner at all).
    const contracts = { ...sale.addresses.contracts, USDT: sale.addresses.contracts.XManStaking };
    expect(await faucetAllowed(local, { ...sale, addresses: { ...sale.addresses, contracts } })).toBe(false);
  });

  it("answers 804118 from a gateway in production", async () => {
    const gw = await startTestGateway({
      ...f.chain.env,
      NODE_ENV: "production",
      APP_SECRET: "a-production-secret-for-tests",
      JWT_SECRET: "a-production-jwt-secret-of-at-least-32-chars",
      PUBLIC_ORIGIN: "http://localhost:8080",
      SEED_DEMO: "false",
      INDEXER_ENABLED: "false",
      COURSE_QUOTE_SIGNER_KEY: `0x${"c".repeat(64)}`,
      CREDENTIALS_KEY: "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
    });
    try {
      const client = gw.client((await signIn(gw, newWallet())).session);
      expect(await refusedWith(client.call(api.wallet_msrv.autonomy_faucet, {}))).toBe(Code.FaucetUnavailable);
    } finally {
      await gw.close();
    }
  });
});
