import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, codeMessage } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt, signInWithScriptedWallet } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { TEST_KEYS } from "../src/wallet";

/** One run's words, so a rerun against a kept database still finds only its own article. */
const RUN = Date.now().toString(36);
const TITLE = `Staking rewards guide ${RUN}`;
const WORDS = { en: "validators", zh: "质押收益", ru: "стейкинг" } as const;

/** The start of an mp4 file (an `ftyp` box): the gateway accepts it as mp4, no browser can play it. */
const FAKE_MP4 = Buffer.from([
  0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f,
  0x32, 0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65,
]);

/** The path and query of an absolute URL. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe("articles: write, read, react, search, manage", () => {
  let alice: AppSession;
  let bob: AppSession;
  let articlePath = "";
  let coverUrl = "";

  beforeAll(async () => {
    [alice, bob] = await Promise.all([openApp(), openApp({ wallet: { privateKey: TEST_KEYS.bob } })]);
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
  });

  it("checks the write form as the gateway does, then publishes an article with an uploaded cover", async () => {
    const page = alice.page;
    await signInAt(alice, "/ucenter/write_article?article_type=1");
    await page.getByRole("heading", { level: 1, name: "Write an article" }).waitFor();

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Please enter a title").waitFor();
    await page.getByText("Please upload a cover image").waitFor();
    await page.getByText("Please write the content").waitFor();
    // The focus lands on the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");

    await page.getByRole("textbox", { name: "Title" }).fill("x".repeat(101));
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("At most 100 characters").waitFor();

    await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await page
      .getByRole("textbox", { name: "Abstract" })
      .fill(`Where ${WORDS.en} rewards come from: ${WORDS.zh}, ${WORDS.ru}.`);
    await page.getByRole("textbox", { name: "Tags" }).fill("defi, staking");
    await page
      .getByLabel("Cover image")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: makePng(320, 200) });
    const preview = page.getByRole("img", { name: "Preview" });
    await preview.waitFor();
    coverUrl = (await preview.getAttribute("src")) ?? "";
    expect(coverUrl).toMatch(/\.png$/);

    await page.getByRole("textbox", { name: "Content" }).click();
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await page.keyboard.type("Proof of stake");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(`${WORDS.en} lock tokens`);
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(" to secure the chain.");
    await page.keyboard.press("Enter");
    await page.keyboard.type(`权益证明：${WORDS.zh}来自验证者奖励。`);
    await page.keyboard.press("Enter");
    await page.keyboard.type(`Как работает ${WORDS.ru} в сети.`);
    await page.getByRole("button", { name: "Publish" }).click();

    await page.waitForURL(/\/appcms\/spacex_article_detail\?article_id=\d+/);
    articlePath = pathOf(page.url());
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await page.getByText(`${WORDS.zh}来自验证者奖励`).waitFor();
    // The editor's formatting survives the gateway's cleaning.
    await page.getByRole("heading", { level: 2, name: "Proof of stake" }).waitFor();
    expect(await page.locator(".article-content b, .article-content strong").first().textContent()).toBe(
      `${WORDS.en} lock tokens`,
    );
    expect(await page.locator(`img[src="${coverUrl}"]`).count()).toBeGreaterThan(0);
  });

  it("lists the new article, and refuses its author's like with the catalogue message", async () => {
    const page = alice.page;
    await page.goto(alice.url("/appcms/spacex_article"));
    await page.getByRole("link", { name: TITLE }).click();
    await page.waitForURL((url) => pathOf(url.toString()) === articlePath);
    await page.getByRole("button", { name: "Like (0)" }).click();
    await page.locator('[data-type="danger"]').getByText(codeMessage(Code.CannotLikeOwn, "en")).waitFor();
  });

  it("lets another user sign in from 'Login to comment', like and comment", async () => {
    const page = bob.page;
    await page.goto(bob.url(articlePath));
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await page.getByRole("link", { name: "Login to comment" }).click();
    await page.waitForURL(/\/auth\/icms_login/);
    await signInWithScriptedWallet(page);
    await page.waitForURL((url) => pathOf(url.toString()) === articlePath);

    await page.getByRole("button", { name: "Like (0)" }).click();
    await page.getByRole("button", { name: "Liked (1)" }).waitFor();

    const box = page.getByRole("textbox", { name: "Your comment" });
    await box.fill("ok");
    await page.getByRole("button", { name: "Post comment" }).click();
    await page.getByText("Too little content...").waitFor();
    await box.fill("Clear explanation, 谢谢!");
    await page.getByRole("button", { name: "Post comment" }).click();
    await page.getByRole("heading", { name: "Comments (1)" }).waitFor();
    await page.getByRole("listitem").getByText("Clear explanation, 谢谢!").waitFor();
  });

  it("follows the author from the article and shows it on her homepage, and the home page lists the article", async () => {
    const page = bob.page;
    await page.goto(bob.url(articlePath));
    await page.getByRole("button", { name: /^Follow / }).click();
    await page.getByRole("button", { name: /^Following / }).waitFor();
    await page.getByRole("link", { name: /^0x/ }).first().click();
    await page.waitForURL(/\/my\?uid=\d+/);
    await page.getByText("Followers: 1").waitFor();
    await page.getByRole("link", { name: TITLE }).waitFor();
    await page.goto(bob.url("/index"));
    await page.getByRole("region", { name: "Latest articles" }).getByRole("link", { name: TITLE }).waitFor();
  });

  it("publishes a video: mp4 only, and the player says when the file cannot play", async () => {
    const page = alice.page;
    await page.goto(alice.url("/ucenter/write_video?article_type=2&is_howto=1"));
    await page.getByRole("heading", { level: 1, name: "Publish a HowTo video" }).waitFor();
    await page.getByLabel(/^Video/).setInputFiles({ name: "clip.mov", mimeType: "video/quicktime", buffer: FAKE_MP4 });
    await page.getByText("Use an mp4 video").waitFor();
    await page.getByLabel(/^Video/).setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: FAKE_MP4 });
    await page.getByRole("textbox", { name: "Title" }).fill(`Staking in five minutes ${RUN}`);
    await page
      .getByLabel("Cover image")
      .setInputFiles({ name: "c.png", mimeType: "image/png", buffer: makePng(160, 90) });
    await page.getByRole("img", { name: "Preview" }).waitFor();
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("A short walk through delegation.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/appcms\/spacex_video_detail\?article_id=\d+/);
    // The file is only an mp4 header: the browser cannot decode it.
    await page.getByText("Video link invalid, cannot play").waitFor();
    await page.goto(alice.url("/appcms/compass_howto?article_type=2"));
    await page.getByRole("link", { name: `Staking in five minutes ${RUN}` }).waitFor();
  });

  it("finds the article by its English, Chinese and Russian words, with the matches marked", async () => {
    const page = bob.page;
    for (const word of Object.values(WORDS)) {
      await page.goto(bob.url(`/appcms/search?keyword=${encodeURIComponent(word)}&ts=${Date.now()}`));
      const hit = page.getByRole("article").filter({ has: page.getByRole("link", { name: TITLE }) });
      await hit.waitFor();
      expect(await hit.locator("mark").count(), word).toBeGreaterThan(0);
    }
    await page.goto(bob.url(`/appcms/search?keyword=zzqqxx${RUN}&ts=1`));
    await page.getByText(`Nothing matches “zzqqxx${RUN}”`).waitFor();
  });

  it("takes selected items offline at once from content management, and shows the refusal of a repeat", async () => {
    const page = alice.page;
    const client = await gatewayAs(page, alice.url("/"));
    const second = await client.call(api.appcms_msrv.my_article_add_save, {
      article_type: 1,
      title: `Second note ${RUN}`,
      content: "<p>Short note.</p>",
      cover_url: coverUrl,
    });
    expect(second.status).toBe("online");

    await page.goto(alice.url("/ucenter/cmsindex"));
    await page.getByRole("heading", { level: 1, name: "My content" }).waitFor();
    await page.getByRole("checkbox", { name: `Select ${TITLE}` }).check();
    await page.getByRole("checkbox", { name: `Select Second note ${RUN}` }).check();
    const batch = page.getByRole("region", { name: "Selected items" });
    await batch.getByText("2 selected (at most 10)").waitFor();
    await batch.getByRole("button", { name: "Offline" }).click();
    await page.getByText("Offline: 2 item(s) done").waitFor();
    const rows = page.getByRole("row").filter({ hasText: RUN });
    await expect.poll(() => rows.filter({ hasText: "Offline" }).count()).toBe(2);

    await page.getByRole("checkbox", { name: `Select ${TITLE}` }).check();
    await batch.getByRole("button", { name: "Offline" }).click();
    await page.locator('[data-type="danger"]').getByText(codeMessage(Code.AlreadyOffline, "en")).waitFor();

    await page.getByRole("checkbox", { name: `Select Second note ${RUN}` }).check();
    await batch.getByRole("button", { name: "Online" }).click();
    await page.getByText("Online: 2 item(s) done").waitFor();
  });

  it("has no serious accessibility violations on the article list, the article and the write page", async () => {
    const page = alice.page;
    await page.goto(alice.url("/appcms/spacex_article"));
    await page.getByRole("link", { name: TITLE }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(alice.url(articlePath));
    await page.getByRole("heading", { name: "Comments (1)" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(alice.url("/ucenter/write_article?article_type=1"));
    await page.getByRole("textbox", { name: "Content" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
