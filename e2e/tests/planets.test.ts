import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { TEST_KEYS } from "../src/wallet";

/** One run's names, so a rerun against a kept database finds only its own planet. */
const RUN = Date.now().toString(36);
const PLANET = `Rollups ${RUN}`;
const OWNER_TOPIC = `Sequencer notes ${RUN}`;
const MEMBER_TOPIC = `Bridge question ${RUN}`;

describe("planets: private and public posting, likes, comments, deletes", () => {
  let alice: AppSession;
  let bob: AppSession;
  let planetPath = "";
  let circleId = 0;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([openApp(), openApp({ wallet: { privateKey: TEST_KEYS.bob } })]);
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
  });

  it("creates a private planet whose star lord may post", async () => {
    const page = alice.page;
    await signInAt(alice, "/appsocial/circle_addform");
    await page.getByRole("heading", { level: 1, name: "Create a planet" }).waitFor();
    await page.getByRole("textbox", { name: "Name" }).fill(PLANET);
    await page.getByLabel(/^Icon/).setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: makePng(64, 64) });
    await page.getByRole("img", { name: "Preview" }).waitFor();
    await page.getByRole("textbox", { name: "Introduction" }).fill("Where rollup teams meet.");
    await page.getByRole("radio", { name: /Only me/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/appsocial\/social_index\/\d+$/);
    planetPath = new URL(page.url()).pathname;
    circleId = Number(planetPath.split("/").pop());
    await page.getByRole("heading", { level: 1, name: PLANET }).waitFor();
    await page.getByText("Private", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "New topic" }).click();
    await page.waitForURL(/huati_addform/);
    await page.getByRole("textbox", { name: "Title" }).fill(OWNER_TOPIC);
    await page.getByRole("textbox", { name: "Text" }).click();
    await page.keyboard.type("The sequencer orders transactions before they reach the base chain.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL((url) => url.pathname === planetPath);
    await page.getByTestId("topic").filter({ hasText: OWNER_TOPIC }).waitFor();
  });

  it("lets a member join but not post while the planet is private", async () => {
    const page = bob.page;
    await signInAt(bob, "/appsocial/social_circle_index");
    await page.goto(bob.url(planetPath));
    await page.getByRole("button", { name: "Join" }).click();
    await page.getByRole("button", { name: "Leave" }).waitFor();
    await page
      .getByTestId("posting-notice")
      .getByText(/only its star lord posts/)
      .waitFor();
    expect(await page.getByRole("link", { name: "New topic" }).count()).toBe(0);

    await page.goto(bob.url(`/appsocial/huati_addform?circle_id=${circleId}`));
    await page.getByText("You cannot post in this planet.").waitFor();
    // The gateway refuses it too, whatever the screen offers.
    const client = await gatewayAs(page, bob.url("/"));
    const refused = await client.call(api.appsocial_msrv.topics_add, { circle_id: circleId, name: "Sneaking in" }).then(
      () => null,
      (error: { code?: number }) => error.code,
    );
    expect(refused).toBe(Code.NotPlanetOwner);
  });

  it("makes the planet public, and the member posts", async () => {
    const page = alice.page;
    await page.goto(alice.url(planetPath));
    await page.getByRole("link", { name: "Edit planet" }).click();
    await page.getByRole("heading", { level: 1, name: `Edit: ${PLANET}` }).waitFor();
    await page.getByRole("radio", { name: /Every member/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => url.pathname === planetPath);
    await page.getByText("Public", { exact: true }).waitFor();

    const member = bob.page;
    await member.goto(bob.url(planetPath));
    await member.getByRole("link", { name: "New topic" }).click();
    await member.getByRole("textbox", { name: "Title" }).fill(MEMBER_TOPIC);
    await member.getByRole("textbox", { name: "Text" }).click();
    await member.keyboard.type("How long does a withdrawal take?");
    await member.getByRole("button", { name: "Publish" }).click();
    await member.waitForURL((url) => url.pathname === planetPath);
    await member.getByTestId("topic").filter({ hasText: MEMBER_TOPIC }).waitFor();
  });

  it("likes and comments on the owner's topic, not on one's own", async () => {
    const page = bob.page;
    const owners = page.getByTestId("topic").filter({ hasText: OWNER_TOPIC });
    const own = page.getByTestId("topic").filter({ hasText: MEMBER_TOPIC });
    expect(await own.getByRole("button", { name: /^Like/ }).isDisabled()).toBe(true);
    await owners.getByRole("button", { name: "Like · 0" }).click();
    await owners.getByRole("button", { name: "Like · 1" }).waitFor();

    await owners.getByRole("button", { name: /^Comments/ }).click();
    await owners.getByRole("textbox", { name: "Your comment" }).fill("Thanks, very clear.");
    await owners.getByRole("button", { name: "Comment", exact: true }).click();
    await owners.getByTestId("comment").filter({ hasText: "Thanks, very clear." }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("lets the star lord delete the member's comment and topic after confirming", async () => {
    const page = alice.page;
    await page.goto(alice.url(planetPath));
    const owners = page.getByTestId("topic").filter({ hasText: OWNER_TOPIC });
    await owners.getByRole("button", { name: "Like · 1" }).waitFor();
    await owners.getByRole("button", { name: /^Comments/ }).click();
    const comment = owners.getByTestId("comment").filter({ hasText: "Thanks, very clear." });
    await comment.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("Comment deleted").waitFor();
    await expect.poll(() => comment.count()).toBe(0);

    const members = page.getByTestId("topic").filter({ hasText: MEMBER_TOPIC });
    await members.getByRole("button", { name: "Delete" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(MEMBER_TOPIC).waitFor();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Topic deleted").waitFor();
    await expect.poll(() => members.count()).toBe(0);
    await owners.waitFor();
  });

  it("finds the planet in the lists, the member's planets and its member list, without serious accessibility problems", async () => {
    const page = bob.page;
    await page.goto(bob.url("/appsocial/circle_index"));
    await page.getByRole("heading", { name: "New planets" }).waitFor();
    await page.getByRole("link", { name: PLANET }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(bob.url("/appsocial/circle_list?order=recent"));
    await page.getByRole("textbox", { name: "Search planets" }).fill(RUN);
    await page.getByTestId("planet").filter({ hasText: PLANET }).getByText("Public", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(bob.url("/appsocial/social_circle_index"));
    await page.getByRole("link", { name: PLANET }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(bob.url(`/appsocial/circle_userlist/${circleId}`));
    const rows = page.getByTestId("member");
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().getByText("Star lord").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The feed of the member's planets shows the owner's topic with its planet.
    await page.goto(bob.url("/appsocial/social_index"));
    await page.getByTestId("topic").filter({ hasText: OWNER_TOPIC }).getByRole("link", { name: PLANET }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("fits a phone screen", async () => {
    const phone = await openApp({ wallet: false, viewport: { width: 390, height: 844 } });
    try {
      await phone.page.goto(phone.url(planetPath));
      await phone.page.getByTestId("topic").filter({ hasText: OWNER_TOPIC }).waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // A visitor is offered to log in to join.
      await phone.page.getByRole("link", { name: "Log in to join" }).waitFor();
    } finally {
      await phone.close();
    }
  });
});
