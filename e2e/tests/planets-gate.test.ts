import { createPublicClient, createWalletClient, defineChain, erc20Abi, type Hex, http, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterEach, describe, expect, inject, it } from "vitest";
import { api } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { gatewayAs } from "../src/gateway-api";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { TEST_KEYS } from "../src/wallet";

/** Waits for `text` on the page (chain transactions and the indexer take a few seconds). */
const shows = (app: AppSession, text: string | RegExp, timeout = 30_000) =>
  app.page.getByText(text).first().waitFor({ timeout });

/** The development deployer (the ICT mining pool, exempt from ICT's fee) sends from Node, on the local chain. */
async function fromDeployer() {
  const rpcUrl = inject("rpcUrl");
  const chain = defineChain({
    id: 97,
    name: "local",
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const reader = createPublicClient({ chain, transport: http(rpcUrl) });
  const deployer = createWalletClient({
    account: privateKeyToAccount(devPrivateKey("deployer")),
    chain,
    transport: http(rpcUrl),
  });
  const config = (await (await fetch(new URL("/gwapi/config", inject("baseUrl")))).json()) as {
    data?: { contracts?: Record<string, Hex> };
    contracts?: Record<string, Hex>;
  };
  const ict = (config.data?.contracts ?? config.contracts)?.ICT;
  if (!ict) throw new Error("the gateway names no ICT contract");
  const mined = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    return Number(receipt.blockNumber);
  };
  return {
    sendIct: async (to: Hex, amount: bigint) =>
      mined(
        await deployer.writeContract({ address: ict, abi: erc20Abi, functionName: "transfer", args: [to, amount] }),
      ),
    sendBnb: async (to: Hex, amount: bigint) => mined(await deployer.sendTransaction({ to, value: amount })),
  };
}

/** Waits until the gateway's indexer has read `block`. */
async function indexed(block: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = (await (await fetch(new URL("/gwapi/indexer", inject("baseUrl")))).json()) as {
      indexed_block?: number;
      data?: { indexed_block?: number };
    };
    if ((status.data?.indexed_block ?? status.indexed_block ?? 0) >= block) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`block ${block} not indexed in time`);
}

describe("gated planets on the local chain", () => {
  const apps: AppSession[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  const open = async (privateKey: Hex) => {
    const app = await openApp({ wallet: { privateKey, rpcUrl: inject("rpcUrl") } });
    apps.push(app);
    return app;
  };

  /** Alice makes a gated public planet through the gateway as her signed-in browser; answers its page. */
  async function gatedPlanet(owner: AppSession, gate: { gate_kind: "ict_balance" | "entry_fee"; gate_amount: string }) {
    const gateway = await gatewayAs(owner.page, owner.url("/"));
    const planet = await gateway.call(api.appsocial_msrv.circle_add, {
      name: `Gate ${gate.gate_kind} ${Math.random().toString(36).slice(2, 7)}`,
      icon_url: `/uploads/image/2025/01/${"0a".repeat(16)}.png`,
      introduction: "Holders only.",
      tags: "",
      circle_type: 1,
      is_public: 1,
      ...gate,
    } as never);
    return `/appsocial/social_index/${planet.circle_id}`;
  }

  it("an ICT-gated planet refuses a wallet without ICT and admits it after a transfer", {
    timeout: 180_000,
  }, async () => {
    const chain = await fromDeployer();
    const owner = await open(TEST_KEYS.alice);
    await signInAt(owner, "/appsocial/social_circle_index");
    const page = await gatedPlanet(owner, { gate_kind: "ict_balance", gate_amount: parseEther("100").toString() });

    const newcomer = await open(generatePrivateKey());
    await signInAt(newcomer, "/appsocial/social_circle_index");
    await newcomer.page.goto(newcomer.url(page));
    await newcomer.page.getByTestId("gate-rule").filter({ hasText: "Members hold at least 100 ICT." }).waitFor();
    await newcomer.page.getByRole("button", { name: "Join", exact: true }).click();
    await shows(newcomer, /This planet asks at least 100 ICT; your wallet holds 0 ICT/);

    await indexed(await chain.sendIct(newcomer.wallet.address as Hex, parseEther("150")));
    await newcomer.page.getByRole("button", { name: "Join", exact: true }).click();
    await shows(newcomer, "You joined the planet");
    await newcomer.page.getByRole("button", { name: "Leave" }).waitFor();
    await newcomer.page.getByRole("link", { name: "New topic" }).first().waitFor();
  });

  it("an entry-fee planet is joined by paying the star lord from the wallet", { timeout: 180_000 }, async () => {
    const chain = await fromDeployer();
    const owner = await open(TEST_KEYS.alice);
    await signInAt(owner, "/appsocial/social_circle_index");
    const page = await gatedPlanet(owner, { gate_kind: "entry_fee", gate_amount: parseEther("10").toString() });

    const payer = await open(generatePrivateKey());
    const address = payer.wallet.address as Hex;
    await chain.sendBnb(address, parseEther("1"));
    await chain.sendIct(address, parseEther("20"));
    await signInAt(payer, "/appsocial/social_circle_index");
    await payer.page.goto(payer.url(page));
    await payer.page.getByRole("button", { name: "Pay 10 ICT and join" }).click();
    const dialog = payer.page.getByRole("dialog", { name: "Pay the entry fee?" });
    await dialog.getByRole("button", { name: "Pay" }).click();
    await shows(payer, "Entry fee paid: you joined the planet", 90_000);
    await payer.page.getByRole("button", { name: "Leave" }).waitFor();
    expect(payer.wallet.calls.filter((method) => method === "eth_sendTransaction")).toHaveLength(1);
  });
});
