import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { linkIn, startTestSmtp, type TestSmtp } from "../../apps/gateway/src/services/notice-mail/test-smtp.ts";
import { api, createGatewayClient, uploadFile } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { type RunningSystem, startSystem } from "../src/system";

/** One run's address, so a rerun against a kept database starts unconfirmed. */
const ADDRESS = `alice-${Date.now().toString(36)}@example.com`;
const TITLE = `Missed slots in a month ${Date.now().toString(36)}`;
const COMMENT = "Which validators did you measure?";

/** bob, signed in through the calls (he arranges the comment; the test is alice's side). */
async function bobClient(baseUrl: string) {
  const bob = privateKeyToAccount(devPrivateKey("bob"));
  const config = { baseUrl, appId: "icms-web", appSecret: "dev-only-app-secret" };
  const anonymous = createGatewayClient({ ...config, tokens: () => ({}) });
  const { message } = await anonymous.call(api.user_msrv.login_nonce, { wallet_addr: bob.address, chain_id: 97 });
  const login = await anonymous.call(api.user_msrv.metamask_login, {
    wallet_addr: bob.address,
    message,
    signature: await bob.signMessage({ message }),
  });
  return createGatewayClient({
    ...config,
    tokens: () => ({ accessToken: login.AccessToken, refreshToken: login.RefreshToken }),
  });
}

/**
 * The message centre's e-mail end to end, on its own system: the gateway sends to a real SMTP
 * server started here, sweeps every 5 seconds (development mode runs the sweep's timer) and cuts
 * the digest's period to a minute, so a digest comes within the test rather than the next day.
 */
describe("Message centre e-mail: a confirmed address receives the digest at the test SMTP server", () => {
  let smtp: TestSmtp;
  let system: RunningSystem;
  let alice: AppSession;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    system = await startSystem({
      NODE_ENV: "development",
      SMTP_URL: smtp.url,
      MAIL_FROM: "iCMS <notices@icms.test>",
      NOTICE_MAIL_SWEEP_SECONDS: "5",
      NOTICE_DIGEST_MINUTES: "1",
    });
    alice = await openApp({
      wallet: { privateKey: devPrivateKey("alice"), rpcUrl: system.rpcUrl },
      baseUrl: system.url,
    });
  });
  afterAll(async () => {
    await alice?.close();
    await system?.stop();
    await smtp?.close();
  });

  it("confirms the address set on the settings page by the mailed link", async () => {
    const page = alice.page;
    await signInAt(alice, "/ucenter/notice_settings");
    const field = page.getByRole("textbox", { name: "E-mail address" });
    await field.fill(ADDRESS);
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Check your inbox").waitFor();

    const mail = await smtp.next(ADDRESS);
    expect(mail.subject).toBe("iCMS: Confirm your e-mail for iCMS notifications");
    await page.goto(linkIn(mail.text, `${system.url}/notice-mail/confirm?`));
    await page.waitForURL(/\/ucenter\/notice_settings\?email=confirmed/);
    await page.getByText("Your address is confirmed.").waitFor();
    await page.getByText("Confirmed", { exact: true }).waitFor();
  });

  it("mails bob's comment on alice's article in the digest", async () => {
    // alice writes an article (online at once on this system); bob comments on it.
    const aliceApi = await gatewayAs(alice.page, system.url);
    const tokens = await alice.page.evaluate(() => ({
      accessToken: localStorage.getItem("AccessToken") ?? undefined,
      refreshToken: localStorage.getItem("RefreshToken") ?? undefined,
    }));
    const cover = await uploadFile(
      { baseUrl: system.url, appId: "icms-web", appSecret: "dev-only-app-secret", tokens: () => tokens },
      new Blob([new Uint8Array(makePng(32, 18))], { type: "image/png" }),
      "cover.png",
      "image",
    );
    const saved = await aliceApi.call(api.appcms_msrv.my_article_add_save, {
      article_type: 1,
      title: TITLE,
      content: "<p>How often validators miss their slots, measured over a month.</p>",
      cover_url: cover.url,
    });
    const bob = await bobClient(system.url);
    await bob.call(api.appcms_msrv.article_comment_add, { article_id: saved.article_id, content: COMMENT });

    // The digest kinds' notifications since the address was confirmed, at the next slot.
    const digest = await smtp.next(ADDRESS);
    expect(digest.subject).toMatch(/^iCMS: \d+ new notifications$/);
    expect(digest.text).toContain("## Replies and mentions");
    expect(digest.text).toContain(`commented on “${TITLE}”`);
    expect(digest.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  }, 150_000);
});
