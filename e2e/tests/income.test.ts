import { type Address, createPublicClient, erc20Abi, getAddress, http, parseEther } from "viem";
import { afterEach, describe, expect, inject, it } from "vitest";
import { devAccount, devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { api } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";

/** carol's points on the last three days, as `src/income.ts` settles them for the suite. */
const CAROL_SCORE = "125";
const AMOUNT = parseEther("1000");

describe("Income: contribution shown, a withdrawal claimed on the reward vault, its record with the hash", () => {
  const apps: AppSession[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("carol sees her score, rank and earnings, withdraws 1,000 ICT from her wallet and the vault pays exactly that", {
    timeout: 240_000,
  }, async () => {
    const rpcUrl = inject("rpcUrl");
    const app = await openApp({ wallet: { privateKey: devPrivateKey("carol"), rpcUrl } });
    apps.push(app);
    const { page } = app;

    // Contribution: the settled score, the rank, the chart and the earnings rows.
    await signInAt(app, "/icmsdao/icms_wallet_dataview");
    await page.getByTestId("income-score-value").filter({ hasText: CAROL_SCORE }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("income-rank").textContent()).toMatch(/^Rank \d+ of \d+$/);
    await page.getByTestId("income-chart").waitFor();
    const earnings = page.getByTestId("income-earnings").getByRole("row");
    await earnings.nth(3).waitFor();
    expect(await earnings.nth(1).textContent()).toContain("Contribution mining");
    await page.getByTestId("income-range").getByText("7 days", { exact: true }).click();
    await page.getByTestId("income-total-ICT").filter({ hasText: "in this range" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The rank list marks her own row.
    await page.goto(app.url("/rank_list"));
    await page.getByTestId("rank-row-me").filter({ hasText: CAROL_SCORE }).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // What the gateway and the chain say before the withdrawal.
    const config = (await (await fetch(app.url("/gwapi/config"))).json()) as { contracts: Record<string, string> };
    const ict = getAddress(config.contracts.ICT as string);
    const chain = createPublicClient({ transport: http(rpcUrl) });
    const carol = devAccount("carol").address;
    const feeWallet = devAccount("withdrawFeeWallet").address;
    const ictOf = (owner: Address) =>
      chain.readContract({ address: ict, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
    const gateway = await gatewayAs(page, app.url("/"));
    const ictIncome = async () =>
      (await gateway.call(api.wallet_msrv.balance_info, {})).coins.find((coin) => coin.coin === "ICT");
    const before = {
      wallet: await ictOf(carol),
      fee: await chain.getBalance({ address: feeWallet }),
      book: await ictIncome(),
    };
    expect(BigInt(before.book?.available ?? "0")).toBeGreaterThanOrEqual(AMOUNT);

    // The withdrawal: amount, the fee shown, the confirmation, the claim from the wallet.
    await page.goto(app.url("/icmsdao/icms_withdraw"));
    await page.getByTestId("withdraw-available-ICT").waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("withdraw-fee").textContent()).toContain("0.001 BNB");
    await page.getByTestId("withdraw-amount").fill("1000");
    await page.getByTestId("withdraw-submit").click();
    const dialog = page.getByRole("dialog", { name: "Confirm the withdrawal" });
    expect(await dialog.textContent()).toContain("Withdraw 1,000 ICT");
    // Checked once the dialog has faded in (half-transparent text fails the contrast rule). A
    // transition replaced by another one is cancelled, so its promise rejects: wait for the next.
    await dialog.evaluate(async (element) => {
      for (let round = 0; round < 20; round++) {
        const running = element.ownerDocument.getAnimations().filter((animation) => animation.playState === "running");
        if (running.length === 0) return;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId("withdraw-confirm").click();
    await page.getByText("Withdrawal paid: 1,000 ICT").first().waitFor({ timeout: 90_000 });
    expect(app.wallet.calls.filter((method) => method === "eth_sendTransaction")).toHaveLength(1);

    // The record follows the vault's event through the indexer: paid, with the claim's hash.
    const record = page.getByTestId("withdraw-records").getByRole("row").filter({ hasText: "Paid" }).first();
    await record.waitFor({ timeout: 30_000 });
    expect(await record.textContent()).toContain("1,000 ICT");
    const hash = (await record.getByTestId("tx-hash").getAttribute("title")) as `0x${string}`;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await chain.getTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(receipt.from.toLowerCase()).toBe(carol.toLowerCase());
    expect(getAddress(receipt.to ?? "0x0")).toBe(getAddress(config.contracts.RewardVault as string));

    // Balances moved by exactly the amount and the fee; the income book agrees.
    expect((await ictOf(carol)) - before.wallet).toBe(AMOUNT);
    expect((await chain.getBalance({ address: feeWallet })) - before.fee).toBe(parseEther("0.001"));
    const after = await ictIncome();
    expect(BigInt(after?.available ?? "0")).toBe(BigInt(before.book?.available ?? "0") - AMOUNT);
    expect(BigInt(after?.withdrawn ?? "0")).toBe(BigInt(before.book?.withdrawn ?? "0") + AMOUNT);
  });

  it("lists carol's assets on her profile: coins, DAO NFTs and dragons, read from the chain", {
    timeout: 120_000,
  }, async () => {
    const app = await openApp({ wallet: { privateKey: devPrivateKey("carol"), rpcUrl: inject("rpcUrl") } });
    apps.push(app);
    await signInAt(app, "/ucenter/profile?tab=assets");
    const assets = app.page.getByTestId("profile-assets");
    await assets.getByTestId("asset-USDT").waitFor({ timeout: 30_000 });
    expect(await assets.getByTestId("asset-nft-dao").textContent()).toContain("#5 · staked");
    expect(await assets.getByTestId("asset-nft-dragon2").textContent()).toContain("None");
    expect(await seriousViolations(app.page)).toEqual([]);
  });

  it("fits a phone: the wallet data, withdraw and rank pages scroll only vertically", {
    timeout: 120_000,
  }, async () => {
    const app = await openApp({
      wallet: { privateKey: devPrivateKey("carol"), rpcUrl: inject("rpcUrl") },
      viewport: { width: 375, height: 812 },
    });
    apps.push(app);
    await signInAt(app, "/icmsdao/icms_wallet_dataview");
    await app.page.getByTestId("income-score-value").waitFor({ timeout: 20_000 });
    const overflow = () =>
      app.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await app.page.goto(app.url("/icmsdao/icms_withdraw"));
    await app.page.getByTestId("withdraw-available-ICT").waitFor({ timeout: 20_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await app.page.goto(app.url("/rank_list"));
    await app.page.getByTestId("rank-row-me").waitFor({ timeout: 20_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
