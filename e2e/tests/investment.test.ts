import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrivateKey } from "viem/accounts";
import { api, Code, createGatewayClient, uploadFile } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInWithScriptedWallet } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { TEST_KEYS } from "../src/wallet";

const RUN = Date.now().toString(36);
const FUND = `Polar Capital ${RUN}`;
const ANSWER = "Thank you, our partnerships team will write to you this week.";

/** Signs in from the login page and comes back to `path`. */
async function signInTo(app: AppSession, path: string) {
  await app.page.goto(app.url(`/auth/icms_login?redirect=${encodeURIComponent(path)}`));
  await signInWithScriptedWallet(app.page);
  await app.page.waitForURL((url) => url.pathname === new URL(app.url(path)).pathname);
}

describe("investment: the cooperation form's confirm and lock, the guestbook, an operator's answer", () => {
  let investor: AppSession;
  let dave: AppSession;

  beforeAll(async () => {
    // A wallet of its own: one cooperation form per member, whatever other tests do.
    [investor, dave] = await Promise.all([
      openApp({ wallet: { privateKey: generatePrivateKey() } }),
      openApp({ wallet: { privateKey: TEST_KEYS.dave } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([investor?.close(), dave?.close()]);
  });

  it("sends a guestbook message without signing in, with no serious axe violations", async () => {
    const page = investor.page;
    await page.goto(investor.url("/investment"));
    await page.getByRole("heading", { level: 1, name: "Investment cooperation" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const book = page.getByRole("region", { name: "Guestbook" });
    await book.getByRole("textbox", { name: "Institution name" }).fill(`Harbor Labs ${RUN}`);
    await book.getByRole("textbox", { name: "Contact name" }).fill("Mia Chen");
    await book.getByRole("textbox", { name: "Contact phone" }).fill("+1 415 555 0134");
    await book.getByRole("textbox", { name: "Contact e-mail" }).fill("mia@harbor");
    await book.getByRole("button", { name: "Leave a message" }).click();
    await book.getByText("E-mail format is incorrect").waitFor();
    await book.getByRole("textbox", { name: "Contact e-mail" }).fill("mia@harbor.example");
    await book.getByRole("button", { name: "Leave a message" }).click();
    await page.getByText("Your message was sent").waitFor();
  });

  it("checks the form, sends nothing on cancel, sends on confirm, and stays locked", async () => {
    const page = investor.page;
    await signInTo(investor, "/investment");
    const coop = page.getByRole("region", { name: "Cooperation form" });
    await coop.getByRole("button", { name: "Submit" }).click();
    expect(await coop.getByText("This field cannot be empty").count()).toBe(5);

    await coop.getByRole("textbox", { name: "Institution name" }).fill(FUND);
    await coop.getByRole("radio", { name: "Fund" }).check();
    await coop.getByRole("textbox", { name: "Description" }).fill("An early-stage fund for infrastructure.");
    await coop.getByRole("textbox", { name: "Official site" }).fill("https://polar.example.org");
    await coop.getByRole("textbox", { name: "Contact e-mail" }).fill("deals@polar");
    await coop.getByRole("button", { name: "Submit" }).click();
    await coop.getByText("E-mail format is incorrect").waitFor();
    await coop.getByRole("textbox", { name: "Contact e-mail" }).fill("deals@polar.example.org");

    const client = await gatewayAs(page, investor.url("/"));
    await coop.getByRole("button", { name: "Submit" }).click();
    const dialog = page.getByRole("dialog", { name: "Send the cooperation form?" });
    await dialog.getByText(FUND).waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await client.call(api.appcms_msrv.invest_coop_mine, {})).toBeNull();

    await coop.getByRole("button", { name: "Submit" }).click();
    await dialog.getByRole("button", { name: "Confirm and send" }).click();
    await page.getByTestId("coop-locked").waitFor();
    await page.reload();
    await page.getByTestId("coop-locked").getByText(FUND).waitFor();
    expect(await page.getByRole("button", { name: "Submit" }).count()).toBe(0);
    expect(await page.getByRole("textbox", { name: "Institution name" }).count()).toBe(1); // the guestbook's only

    const second = await client
      .call(api.appcms_msrv.invest_coop_add_save, {
        institution_name: "Changed",
        institution_type: "media",
        description: "Changed",
        official_site: "https://changed.example.org",
        contact_email: "changed@example.org",
      })
      .then(
        () => 0,
        (error: { code?: number }) => error.code,
      );
    expect(second).toBe(Code.InfoSubmitted);
    expect((await client.call(api.appcms_msrv.invest_coop_mine, {}))?.institution_name).toBe(FUND);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("lets the operator answer, and the submitter reads the answer", async () => {
    const page = dave.page;
    await signInTo(dave, "/ucenter/investindex");
    await page.getByRole("heading", { level: 1, name: "Investment submissions" }).waitFor();
    const card = page.getByRole("article", { name: FUND });
    await card.getByRole("button", { name: "Answer" }).click();
    await page.getByRole("dialog").getByRole("textbox", { name: "Answer" }).fill(ANSWER);
    await page.getByRole("dialog").getByRole("button", { name: "Send the answer" }).click();
    await card.getByText(ANSWER).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await investor.page.reload();
    await investor.page.getByTestId("coop-locked").getByText(ANSWER).waitFor();
  });

  it("shares an article by its short link: the visitor lands on it with the sharer's forward credit", async () => {
    const page = investor.page;
    const tokens = await page.evaluate(() => ({
      accessToken: localStorage.getItem("AccessToken") ?? undefined,
      refreshToken: localStorage.getItem("RefreshToken") ?? undefined,
    }));
    const uid = await page.evaluate(() => localStorage.getItem("uid"));
    const options = {
      baseUrl: new URL(investor.url("/")).origin,
      appId: "icms-web",
      appSecret: "dev-only-app-secret",
      tokens: () => tokens,
    };
    const png = makePng(320, 200);
    const cover = await uploadFile(
      options,
      new Blob([new Uint8Array(png)], { type: "image/png" }),
      "cover.png",
      "image",
    );
    const title = `Why funds read on-chain data ${RUN}`;
    const article = await createGatewayClient(options).call(api.appcms_msrv.my_article_add_save, {
      article_type: 1,
      title,
      content: "<p>Notes from a fund's research desk.</p>",
      cover_url: cover.url,
    });

    await page.goto(investor.url(`/appcms/spacex_article_detail?article_id=${article.article_id}&article_type=1`));
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("button", { name: "Share" }).click();
    const box = page.getByRole("textbox", { name: "Short link to share" });
    await box.waitFor();
    const shortUrl = await box.inputValue();
    expect(shortUrl).toMatch(/\/s\/[0-9A-Za-z]{8}$/);

    const visitor = await dave.browser.context.newPage();
    await visitor.goto(shortUrl);
    await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
    const landed = new URL(visitor.url());
    expect(landed.pathname).toBe("/appcms/spacex_article_detail");
    expect(landed.searchParams.get("article_id")).toBe(String(article.article_id));
    expect(landed.searchParams.get("is_forward")).toBe("1");
    expect(landed.searchParams.get("forward_uid")).toBe(uid);
    await visitor.close();

    const mine = await createGatewayClient(options).call(api.shortlink_msrv.shortlink_list, {});
    expect(mine.list.find((l) => shortUrl.endsWith(l.code))?.visit_count).toBe(1);
  });
});
