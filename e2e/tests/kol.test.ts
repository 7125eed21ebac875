import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { TEST_KEYS } from "../src/wallet";

/** One run's words, so a rerun against a kept database finds only its own KOL. */
const RUN = Date.now().toString(36);
const NAME = `Bob Rollups ${RUN}`;
const TAG = `zk${RUN}`;

/** Types into the searchable Mantine select labelled `label` and picks `option`. */
async function choose(app: AppSession, label: string, typed: string, option: string) {
  await app.page.getByLabel(label).first().fill(typed);
  await app.page.getByRole("option", { name: option, exact: true }).click();
}

describe("KOL application through approval", () => {
  let bob: AppSession;
  let dave: AppSession;
  let alice: AppSession;

  beforeAll(async () => {
    [bob, dave, alice] = await Promise.all([
      openApp({ wallet: { privateKey: TEST_KEYS.bob } }),
      openApp({ wallet: { privateKey: TEST_KEYS.dave } }),
      openApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([bob?.close(), dave?.close(), alice?.close()]);
  });

  it("refuses a wrong e-mail and a missing field, then submits the application for review", async () => {
    const page = bob.page;
    await signInAt(bob, "/ucenter/kol_apply");
    await page.getByRole("heading", { level: 1, name: "KOL application" }).waitFor();
    await page.getByRole("button", { name: /Submit application|Save and resubmit/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole("form", { name: "KOL application" });
    await form.getByRole("textbox", { name: "Name" }).fill("");
    await form.getByRole("radio", { name: "Male", exact: true }).check();
    await choose(bob, "Area code", "United States", "United States (+1)");
    await form.getByRole("textbox", { name: "Phone number" }).fill("(201) 555-0123");
    await form.getByRole("textbox", { name: "E-mail" }).fill("bob@example");
    await form.getByRole("textbox", { name: "Synopsis" }).fill("I explain zero-knowledge rollups to builders.");
    const tags = form.getByLabel("Keyword tags").first();
    await tags.fill(TAG);
    await tags.press("Enter");
    await form.getByRole("textbox", { name: "Video link" }).fill("https://www.youtube.com/watch?v=kol-reel");
    await choose(bob, "Radiating countries", "Germany", "Germany");
    await form.getByRole("textbox", { name: "YouTube page" }).fill("https://www.youtube.com/@bob-rollups");

    const submit = form.getByRole("button", { name: /Submit application|Save and resubmit/ });
    await submit.click();
    await form.getByText("E-mail format is incorrect").waitFor();
    await form.getByText("This field is required").waitFor();

    await form.getByRole("textbox", { name: "Name" }).fill(NAME);
    await form.getByRole("textbox", { name: "E-mail" }).fill("bob@example.com");
    await submit.click();
    await page.getByTestId("kol-state").filter({ hasText: "Under review" }).waitFor();
  });

  it("lets the operator approve it after confirming", async () => {
    const page = dave.page;
    await signInAt(dave, "/ucenter/kol_review");
    const card = page.getByTestId("kol-application").filter({ hasText: NAME });
    await card.getByText("+12015550123").waitFor();
    await card.getByRole("button", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: `Approve ${NAME}?` });
    await dialog.getByRole("button", { name: "Approve" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Approved.").first().waitFor();
  });

  it("lists the KOL, shows the profile with its scores, and another user likes it", async () => {
    const page = alice.page;
    await signInAt(alice, "/ucenter/kol_apply");
    await page.goto(alice.url(`/icmsdao/kolList?tag=${TAG}`));
    const card = page.getByTestId("kol").filter({ hasText: NAME });
    await card.getByText("Countries: Germany").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("link", { name: NAME }).click();
    await page.waitForURL(/\/icmsdao\/kolDetail\?kol_id=\d+&uid=\d+/);
    await page.getByRole("heading", { level: 1, name: NAME }).waitFor();
    await page.getByText("A_I · Audience influence").waitFor();
    await page.getByRole("link", { name: "YouTube", exact: true }).waitFor();
    await page.getByRole("button", { name: "Like (0)" }).click();
    await page.getByRole("button", { name: "Liked (1)", pressed: true }).waitFor();

    // The KOL sees their own count, with nothing to press.
    await bob.page.goto(bob.url(new URL(page.url()).pathname + new URL(page.url()).search));
    await bob.page.getByRole("button", { name: "Likes: 1" }).waitFor();
    expect(await bob.page.getByRole("button", { name: /^Like \(/ }).count()).toBe(0);
  });
});
