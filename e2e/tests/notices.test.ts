import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { api, createGatewayClient, uploadFile } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { ScriptedWallet, TEST_KEYS } from "../src/wallet";

const RUN = Date.now().toString(36);
const TITLE = `Validator rewards, explained ${RUN}`;

/** A member signed in through the API with a fresh wallet: the likers and the late commenter. */
async function freshMember() {
  const baseUrl = new URL(inject("baseUrl")).origin;
  const account = privateKeyToAccount(generatePrivateKey());
  let tokens: { accessToken?: string; refreshToken?: string } = {};
  const client = createGatewayClient({
    baseUrl,
    appId: "icms-web",
    appSecret: "dev-only-app-secret",
    tokens: () => tokens,
  });
  const { message } = await client.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await client.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  tokens = { accessToken: login.AccessToken, refreshToken: login.RefreshToken };
  return client;
}

/**
 * A second tab of the same browser, as one opened from the first: it has the first tab's session
 * storage (where the app keeps the tab's wallet connection) and the wallet, connected. A tab with
 * neither restores the wallet through another connector and takes it for another account.
 */
async function secondTab(app: AppSession): Promise<Page> {
  const page = await app.browser.context.newPage();
  await ScriptedWallet.install(page);
  const saved = await app.page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  await page.addInitScript((entries: string) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) {
      sessionStorage.setItem(key, value);
    }
  }, saved);
  // A page of the origin outside the app, so the wallet connects before the app first asks it.
  await page.goto(app.url("/healthz"));
  await page.evaluate(() =>
    (window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } }).ethereum.request({
      method: "eth_requestAccounts",
    }),
  );
  return page;
}

/** The header's bell of a page, by its unread count (the button's name carries it). */
const bell = (page: Page, unread: number) => page.getByRole("button", { name: `Notifications (${unread} unread)` });

describe("message centre: a live badge in every tab, read everywhere, grouped likes, a kind turned off", () => {
  let alice: AppSession;
  let bob: AppSession;
  let aliceTab2: Page;
  let articleId = 0;
  let aliceUid = 0;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([openApp(), openApp({ wallet: { privateKey: TEST_KEYS.bob } })]);
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
  });

  it("bob comments on alice's article and her badge goes from 0 to 1 in two tabs, without a reload", async () => {
    await signInAt(alice, "/ucenter/notices");
    await alice.page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
    // Other files of the suite may have notified alice already: she starts from nothing unread.
    const aliceApi = await gatewayAs(alice.page, alice.url("/"));
    await aliceApi.call(api.notice_msrv.notice_read_all, { tab: "all" });
    aliceUid = Number(await alice.page.evaluate(() => localStorage.getItem("uid")));

    const tokens = await alice.page.evaluate(() => ({
      accessToken: localStorage.getItem("AccessToken") ?? undefined,
      refreshToken: localStorage.getItem("RefreshToken") ?? undefined,
    }));
    const cover = await uploadFile(
      {
        baseUrl: new URL(alice.url("/")).origin,
        appId: "icms-web",
        appSecret: "dev-only-app-secret",
        tokens: () => tokens,
      },
      new Blob([new Uint8Array(makePng(32, 18))], { type: "image/png" }),
      "cover.png",
      "image",
    );
    const saved = await aliceApi.call(api.appcms_msrv.my_article_add_save, {
      article_type: 1,
      title: TITLE,
      content: "<p>Where the rewards of a validator come from, and what slashing takes away.</p>",
      cover_url: cover.url,
    });
    articleId = saved.article_id;

    await alice.page.reload();
    await bell(alice.page, 0).waitFor();
    aliceTab2 = await secondTab(alice);
    await aliceTab2.goto(alice.url("/index"));
    await bell(aliceTab2, 0).waitFor();

    await signInAt(bob, "/ucenter/profile");
    await (await gatewayAs(bob.page, bob.url("/"))).call(api.appcms_msrv.article_comment_add, {
      article_id: articleId,
      content: "Clear explanation of slashing, thank you!",
    });
    await Promise.all([bell(alice.page, 1).waitFor(), bell(aliceTab2, 1).waitFor()]);
    // Screen readers hear of it through the polite live region.
    await alice.page
      .locator('[aria-live="polite"]')
      .filter({ hasText: `commented on “${TITLE}”` })
      .waitFor({ state: "attached" });
  });

  it("opening it from the bell marks it read in both tabs", async () => {
    await bell(alice.page, 1).click();
    await alice.page.getByRole("link", { name: new RegExp(`commented on “${TITLE}”`) }).click();
    await alice.page.waitForURL(new RegExp(`article_id=${articleId}`));
    await Promise.all([bell(alice.page, 0).waitFor(), bell(aliceTab2, 0).waitFor()]);
  });

  it("ten likes show as one group", async () => {
    const likers = await Promise.all(Array.from({ length: 10 }, () => freshMember()));
    for (const liker of likers) await liker.call(api.appcms_msrv.article_add_like, { article_id: articleId });
    await Promise.all([bell(alice.page, 1).waitFor(), bell(aliceTab2, 1).waitFor()]);
    await alice.page.goto(alice.url("/ucenter/notices?tab=likes"));
    const likes = alice.page.getByRole("link", { name: new RegExp(`and 9 others liked “${TITLE}”`) });
    await likes.waitFor();
    expect(await likes.count()).toBe(1);
    expect(await seriousViolations(alice.page)).toEqual([]);
    await alice.page.getByRole("button", { name: "Mark all read" }).click();
    await Promise.all([bell(alice.page, 0).waitFor(), bell(aliceTab2, 0).waitFor()]);
  });

  it("turning a kind off stops it, while the other kinds still arrive", async () => {
    const page = alice.page;
    await page.goto(alice.url("/ucenter/notice_settings"));
    const comments = page.getByRole("combobox", { name: "Comments on my content: In the app" });
    await comments.waitFor();
    // Before the "Saved" toast, which is the shell's.
    expect(await seriousViolations(page)).toEqual([]);
    await comments.click();
    await page.getByRole("option", { name: "Nobody" }).click();
    await page.getByText("Saved").first().waitFor();

    const late = await freshMember();
    await late.call(api.appcms_msrv.article_comment_add, {
      article_id: articleId,
      content: "Arriving after the kind was turned off.",
    });
    // A follow is still on: once it has arrived, the comment before it would have too. The call
    // toggles and bob may follow alice already (the demo, other files): then he unfollows first.
    const bobApi = await gatewayAs(bob.page, bob.url("/"));
    if ((await bobApi.call(api.user_msrv.user_follow_info, { uid: aliceUid })).is_follow) {
      await bobApi.call(api.user_msrv.user_follow_save, { uid: aliceUid });
    }
    await bobApi.call(api.user_msrv.user_follow_save, { uid: aliceUid });
    await bell(page, 1).waitFor();
    await page.goto(alice.url("/ucenter/notices"));
    await page
      .getByText(/followed you/)
      .first()
      .waitFor();
    // Only bob's comment on this article, read before; the late one never arrived. (Other files
    // of the suite may have commented on alice's other pieces.)
    expect(await page.getByText(new RegExp(`commented on “${TITLE}”`)).count()).toBe(1);
  });
});
