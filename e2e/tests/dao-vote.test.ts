import { generatePrivateKey } from "viem/accounts";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";

/** One run's title, so a rerun against a kept database finds only its own proposal. */
const TITLE = `Host a community call ${Date.now().toString(36)}`;

describe("DAO votes: signed in the browser, weighted by staked NFTs", () => {
  let alice: AppSession;
  let newcomer: AppSession;

  beforeAll(async () => {
    // alice is a demo X-Man of the local chain with 2 NFTs staked (a public development key)
    [alice, newcomer] = await Promise.all([
      openApp({ wallet: { privateKey: devPrivateKey("alice") } }),
      openApp({ wallet: { privateKey: generatePrivateKey() } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), newcomer?.close()]);
  });

  it("the DAO home and introduction have no serious axe findings", async () => {
    const page = newcomer.page;
    await page.goto(newcomer.url("/icmsdao/icms_index"));
    await page.getByText("X-Men (members)").waitFor();
    await page.getByText("Recent decisions").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(newcomer.url("/icmsdao/icms_intro"));
    await page.getByText("NFT sale proceeds").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("an X-Man opens a proposal, signs a vote counted with her 2 staked NFTs, and a new vote replaces it", async () => {
    const page = alice.page;
    await signInAt(alice, "/icmsdao/icms_vote");
    await page.getByRole("button", { name: "New proposal" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await dialog.getByRole("textbox", { name: "Description" }).fill("A monthly call for authors and X-Men.");
    await dialog.getByRole("textbox", { name: "Options" }).fill("Monthly\nQuarterly");
    await dialog.getByRole("button", { name: "Open the proposal" }).click();
    const view = page.getByTestId("proposal-view");
    await view.getByRole("heading", { name: TITLE }).waitFor();

    await view.getByRole("radio", { name: "Monthly" }).check();
    await view.getByRole("button", { name: "Sign and vote" }).click();
    await view.getByText("Your vote: Monthly, weight 2").waitFor();
    expect(await view.getByTestId("result-0").textContent()).toContain("2 (100%) · voters: 1");

    await view.getByRole("radio", { name: "Quarterly" }).check();
    await view.getByRole("button", { name: "Sign and change my vote" }).click();
    await view.getByText("Your vote: Quarterly, weight 2").waitFor();
    expect(await view.getByTestId("result-0").textContent()).toContain("0 (0%) · voters: 0");
    expect(await view.getByTestId("result-1").textContent()).toContain("2 (100%) · voters: 1");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a wallet with nothing staked is shown the not-a-DAO-user notice", async () => {
    const page = newcomer.page;
    await signInAt(newcomer, "/icmsdao/icms_vote");
    await page.getByRole("button", { name: TITLE }).click();
    const view = page.getByTestId("proposal-view");
    await view.getByRole("radio", { name: "Monthly" }).check();
    await view.getByRole("button", { name: "Sign and vote" }).click();
    await page.getByTestId("not-dao-member").waitFor();
    await page.getByRole("link", { name: "Get DAO certification" }).waitFor();
    expect(await view.getByText("You have not voted on this proposal.").isVisible()).toBe(true);
  });
});
