import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { TEST_KEYS } from "../src/wallet";

/** One run's words, so a rerun against a kept database finds only its own items. */
const RUN = Date.now().toString(36);

describe("news, stances and announcements", () => {
  let dave: AppSession;
  let alice: AppSession;
  let newsId = 0;

  beforeAll(async () => {
    [dave, alice] = await Promise.all([openApp({ wallet: { privateKey: TEST_KEYS.dave } }), openApp()]);
    // The operator publishes a report news item and a flash item through the gateway.
    await signInAt(dave, "/ucenter/newsindex");
    const gateway = await gatewayAs(dave.page, inject("baseUrl"));
    const saved = await gateway.call(api.appcms_msrv.information_add_save, {
      kind: 1,
      lang: "en",
      title: `Stablecoin supply report ${RUN}`,
      abstract: "",
      content: "<p>Supply grew for the ninth week in a row.</p>",
    });
    newsId = saved.information_id;
    await gateway.call(api.appcms_msrv.information_add_save, {
      kind: 2,
      lang: "en",
      title: `Bitcoin trades above its 50-day average ${RUN}`,
      abstract: "",
      content: "",
    });
  });
  afterAll(async () => {
    await Promise.all([dave?.close(), alice?.close()]);
  });

  it("lists the news and the flash feed without serious accessibility violations", async () => {
    const page = alice.page;
    await page.goto(alice.url("/appcms/reportnews_list"));
    await page.getByRole("link", { name: `Stablecoin supply report ${RUN}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(alice.url("/appcms/flashnews_list"));
    await page.getByRole("link", { name: `Bitcoin trades above its 50-day average ${RUN}` }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Today" }).waitFor();
  });

  it("takes bullish then bearish on a news item: the counts move and one stance is kept", async () => {
    const page = alice.page;
    // A reader who is not an operator is not offered the publishing screen.
    await signInAt(alice, "/ucenter/newsindex");
    await page.getByText("Only operators holding the publishing privilege can use this page.").waitFor();
    await page.goto(alice.url(`/appcms/news_item?information_id=${newsId}`));
    await page.getByRole("heading", { level: 1, name: `Stablecoin supply report ${RUN}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Bullish (0)" }).click();
    const bullish = page.getByRole("button", { name: "Bullish (1)" });
    await bullish.waitFor();
    expect(await bullish.getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: "Bearish (0)" }).click();
    const bearish = page.getByRole("button", { name: "Bearish (1)" });
    await bearish.waitFor();
    expect(await bearish.getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Bullish (0)" }).getAttribute("aria-pressed")).toBe("false");

    // The gateway kept one stance: a fresh load shows the same counts.
    await page.reload();
    await page.getByRole("button", { name: "Bearish (1)", pressed: true }).waitFor();
    await page.getByRole("button", { name: "Bullish (0)", pressed: false }).waitFor();
  });

  it("lets the operator publish an announcement that appears in /noticeList, both pages without serious violations", async () => {
    const page = dave.page;
    const title = `Maintenance window ${RUN}`;
    await page.goto(dave.url("/ucenter/newsindex"));
    await page.getByRole("tab", { name: "Announcements" }).click();
    await page.getByRole("button", { name: "New item" }).click();
    const dialog = page.getByRole("dialog", { name: "New publication" });
    await dialog.getByRole("button", { name: "Publish" }).click();
    await dialog.getByText("Please enter a title").waitFor();
    await dialog.getByRole("textbox", { name: "Title" }).fill(title);
    await dialog.getByRole("textbox", { name: "Body" }).click();
    await page.keyboard.type("The platform is read-only for thirty minutes on Saturday.");
    await dialog.getByRole("button", { name: "Publish" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.goto(dave.url("/noticeList"));
    await page.getByRole("link", { name: title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText("The platform is read-only for thirty minutes on Saturday.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
