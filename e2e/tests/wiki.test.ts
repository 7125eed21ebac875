import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { TEST_KEYS } from "../src/wallet";

/** One run's title, so a rerun against a kept database finds only its own entry. */
const RUN = Date.now().toString(36);
const TITLE = `Merkle tree ${RUN}`;
const cover = () => `/uploads/image/2026/01/${randomBytes(16).toString("hex")}.png`;

/** Replaces the editor's text and saves with a reason; waits for the entry page. */
async function editAndSave(app: AppSession, articleId: number, body: string, reason: string) {
  const page = app.page;
  await page.goto(app.url(`/ucenter/write_wiki?article_type=3&article_id=${articleId}`));
  await page.getByRole("heading", { level: 1, name: `Edit: ${TITLE}` }).waitFor();
  const editor = page.getByRole("textbox", { name: "Body" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(body);
  await page.getByRole("textbox", { name: "Reason for this change" }).fill(reason);
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/compass_wiki_detail/);
  await page.getByText(body).waitFor();
}

describe("wiki: edit with reasons, history, diff, restore, stale edits", () => {
  let alice: AppSession;
  let bob: AppSession;
  let articleId = 0;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([openApp(), openApp({ wallet: { privateKey: TEST_KEYS.bob } })]);
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
  });

  it("edits an entry twice with reasons, shows the timeline, diffs the two and restores the first", async () => {
    await signInAt(alice, "/ucenter/write_wiki?article_type=3");
    const client = await gatewayAs(alice.page, alice.url("/"));
    const saved = await client.call(api.appcms_msrv.wiki_add_save, {
      title: TITLE,
      abstract: "A tree of hashes.",
      content: "<p>Leaves are hashed first.</p>",
      cover_url: cover(),
      category_id: 1,
      lang: "en",
      reason: "New entry",
    });
    articleId = saved.article_id;

    await editAndSave(alice, articleId, "Every leaf is hashed in pairs.", "Clearer wording");
    await editAndSave(alice, articleId, "Every leaf is hashed in pairs up to the root.", "Mention the root");
    const page = alice.page;
    await page.getByText("Reason: Mention the root").waitFor();

    await page.getByRole("link", { name: "History" }).click();
    await page.waitForURL(/compass_wiki_history/);
    const rows = page.getByTestId("revision");
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByText("Reason: Clearer wording").waitFor();
    // The newest two side by side: the added words marked on the right.
    const diff = page.getByTestId("diff-content");
    await diff.locator("ins", { hasText: "up to the root" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The first revision is the last row; restore it with a reason.
    const first = rows.last();
    await first.getByRole("button", { name: /Restore/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Restore" }).click();
    await dialog.getByText("Reason cannot be empty").waitFor();
    await dialog.getByRole("textbox", { name: /Reason/ }).fill("Back to the first text");
    await dialog.getByRole("button", { name: "Restore" }).click();
    await page.getByText("Revision restored").waitFor();
    await expect.poll(() => rows.count()).toBe(4);
    await page.getByText(/^Restores /).waitFor();

    await page.goto(alice.url(`/appcms/compass_wiki_detail?article_id=${articleId}`));
    await page.getByText("Leaves are hashed first.").waitFor();
    await page.getByText("Reason: Back to the first text").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("refuses an edit based on a stale revision and keeps the editor's text", async () => {
    const page = bob.page;
    await signInAt(bob, `/ucenter/write_wiki?article_type=3&article_id=${articleId}`);
    await page.getByRole("heading", { level: 1, name: `Edit: ${TITLE}` }).waitFor();
    await page.getByRole("textbox", { name: "Title" }).fill(`${TITLE} (bob)`);
    await page.getByRole("textbox", { name: "Reason for this change" }).fill("Bob's view");
    expect(await seriousViolations(page)).toEqual([]);

    // Alice saves first.
    await editAndSave(alice, articleId, "Alice was quicker.", "Race");

    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByRole("alert")
      .getByText(/Someone saved a newer revision/)
      .waitFor();
    expect(await page.getByRole("textbox", { name: "Title" }).inputValue()).toBe(`${TITLE} (bob)`);
    expect(page.url()).toMatch(/write_wiki/);

    await page.goto(bob.url(`/appcms/compass_wiki_detail?article_id=${articleId}`));
    await page.getByText("Alice was quicker.").waitFor();
  });

  it("lists the entry on the wiki home and in its category, without serious accessibility problems", async () => {
    const page = bob.page;
    await page.goto(bob.url("/appcms/compass_wiki_home"));
    await page.getByRole("link", { name: TITLE }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(bob.url("/appcms/compass_wiki?category_id=1"));
    await page.getByRole("link", { name: TITLE }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
