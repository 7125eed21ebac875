import { generatePrivateKey } from "viem/accounts";
import { api, Code } from "../../packages/protocol/src/index.ts";
import { afterEach, describe, expect, inject, it } from "vitest";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";

/** Waits for `text` on the page (chain transactions and the indexer take a few seconds). */
const shows = (app: AppSession, text: string | RegExp, timeout = 30_000) =>
  app.page.getByText(text).first().waitFor({ timeout });

describe("DAO sale, certification and invitations", () => {
  const apps: AppSession[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  const newcomer = async () => {
    const app = await openApp({ wallet: { privateKey: generatePrivateKey(), rpcUrl: inject("rpcUrl") } });
    apps.push(app);
    return app;
  };

  it("a new wallet gets test funds, buys two NFTs, stakes one and becomes an X-Man; an invitation binds once", {
    timeout: 240_000,
  }, async () => {
    // The inviter: their code, and a bind of their own code refused.
    const inviter = await newcomer();
    await signInAt(inviter, "/icmsdao/icms_invite_friends");
    const codeField = inviter.page.getByTestId("invite-code");
    await codeField.waitFor();
    const code = await codeField.inputValue();
    expect(code).toMatch(/^[2-9A-Z]{8}$/);
    expect(await seriousViolations(inviter.page)).toEqual([]);
    await inviter.page.getByTestId("invite-bind-code").fill(code);
    await inviter.page.getByTestId("invite-bind").click();
    await inviter.page.getByTestId("invite-bind-confirm").click();
    await shows(inviter, "You cannot recommend yourself");

    // The newcomer opens the invite link, signs in and binds the inviter: once.
    const buyer = await newcomer();
    await signInAt(buyer, `/icmsdao/icms_invite_friends?invite_code=${code}`);
    expect(await buyer.page.getByTestId("invite-bind-code").inputValue()).toBe(code);
    await buyer.page.getByTestId("invite-bind").click();
    await buyer.page.getByTestId("invite-bind-confirm").click();
    await shows(buyer, "Inviter bound");
    await buyer.page.getByTestId("invite-referrer").waitFor();
    const gateway = await gatewayAs(buyer.page, buyer.url("/"));
    const again = await gateway
      .call(api.wallet_msrv.autonomy_addrefer, { invite_code: code })
      .catch((error: { code?: number }) => error.code);
    expect(again).toBe(Code.RecommenderAlreadySet);

    // Test funds from the faucet, then two NFTs: the inviter recorded, approval, purchase, receipt.
    await buyer.page.goto(buyer.url("/icmsdao/icms_dao_auth"));
    await buyer.page.getByTestId("dao-stage-status").filter({ hasText: "On sale" }).waitFor();
    await buyer.page.getByTestId("dao-faucet").click();
    await shows(buyer, "Sent 10,000 test USDT and 1 BNB to your wallet");
    await buyer.page.getByTestId("balance-USDT").filter({ hasText: "10,000" }).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(buyer.page)).toEqual([]);

    await buyer.page.getByTestId("dao-quantity").fill("2");
    await buyer.page.getByTestId("dao-buy").click();
    await buyer.page.getByTestId("dao-buy-confirm").click();
    await shows(buyer, "Purchase succeeded: NFTs bought: 2", 120_000);
    expect(buyer.wallet.calls.filter((method) => method === "eth_sendTransaction")).toHaveLength(3);
    // The purchase named the order, so the order is paid by it: one row, nothing unmatched.
    const orders = await gateway.call(api.wallet_msrv.autonomy_nft_order_list, {});
    expect(orders.list.map((row) => [typeof row.order_id, row.quantity, row.status])).toEqual([["number", 2, "paid"]]);

    // Both NFTs listed once the indexer has them; staking one makes an X-Man.
    const stakeButtons = buyer.page.getByRole("button", { name: /^Stake NFT #\d+$/ });
    await stakeButtons.nth(1).waitFor({ timeout: 30_000 });
    await stakeButtons.first().click();
    await shows(buyer, "Stake success", 90_000);
    await shows(buyer, "You are an X-Man. NFTs staked: 1");
    await buyer.page.getByTestId("dao-xman-badge").waitFor();

    // The inviter's team now counts the buyer: one warrant, two NFTs.
    await inviter.page.reload();
    const row = inviter.page
      .getByTestId("invite-team")
      .getByRole("row")
      .filter({
        has: inviter.page.getByTitle(buyer.wallet.address.toLowerCase()),
      });
    await row.waitFor({ timeout: 20_000 });
    expect((await row.getByRole("cell").allInnerTexts()).slice(1)).toEqual(["1", "2"]);
  });
});
