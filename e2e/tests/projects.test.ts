import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { api } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { type RunningSystem, startSystem } from "../src/system";

/** One run's names, so a rerun against a kept database finds only its own project. */
const RUN = Date.now().toString(36);
const TITLE = `Lendr ${RUN}`;
const PLANET = `Lendr planet ${RUN}`;
const REASON = `The audit report link is missing ${RUN}`;
const png = (name: string) => ({ name, mimeType: "image/png", buffer: makePng(64, 48) });

/**
 * Projects on their own system with the demo's quorum of 3 staked NFTs: bob applies through the
 * wizard, alice (2 NFTs staked on its local chain) and carol (1) refuse and then pass the project.
 */
describe("projects: the wizard with a reload, a refusal by review, a resubmission and the public page", () => {
  let system: RunningSystem;
  let bob: AppSession;
  let alice: AppSession;
  let carol: AppSession;
  let projectId = 0;

  const open = (role: "alice" | "bob" | "carol") =>
    openApp({ wallet: { privateKey: devPrivateKey(role), rpcUrl: system.rpcUrl }, baseUrl: system.url });

  beforeAll(async () => {
    system = await startSystem({ REVIEW_QUORUM: "3" });
    [bob, alice, carol] = await Promise.all([open("bob"), open("alice"), open("carol")]);
  });
  afterAll(async () => {
    await Promise.all([bob?.close(), alice?.close(), carol?.close()]);
    await system?.stop();
  });

  /** Opens the project queue as `who`, picks the project and signs a decision in the wallet. */
  async function decide(who: AppSession, choose: (page: Page) => Promise<void>) {
    const page = who.page;
    await page.goto(who.url(`/icmsdao/icms_dao_autonomy/project?ts=${Date.now()}`));
    if (page.url().includes("/auth/icms_login")) {
      await page.getByRole("button", { name: /Scripted Test Wallet/ }).click();
      await page.waitForURL(/icms_dao_autonomy\/project/);
    }
    await page.getByRole("button", { name: `Open ${TITLE}` }).click();
    const item = page.getByRole("article", { name: TITLE });
    await item.getByRole("button", { name: "Sign and submit" }).waitFor();
    await choose(page);
    await item.getByRole("button", { name: "Sign and submit" }).click();
    await page
      .getByRole("dialog", { name: "Sign your decision" })
      .getByRole("button", { name: "Sign with wallet" })
      .click();
  }

  /** From the review step: submit, confirm, and land on the owner's list. */
  async function submitForReview(page: Page) {
    await page.getByRole("button", { name: "Submit for review" }).click();
    await page
      .getByRole("dialog", { name: "Submit the project?" })
      .getByRole("button", { name: "Submit for review" })
      .click();
    await page.waitForURL(/my_project_list/);
  }

  const myRow = () => bob.page.getByTestId("my-project").filter({ hasText: TITLE });

  it("builds the project step by step; the draft survives a reload; it is submitted once", {
    timeout: 240_000,
  }, async () => {
    const page = bob.page;
    await signInAt(bob, "/ucenter/projectindex/apply_project");
    await page.getByRole("heading", { level: 1, name: "Apply for a project page" }).waitFor();
    await page.getByRole("textbox", { name: /Project name/ }).fill(TITLE);
    await page.getByRole("textbox", { name: "Abstract" }).fill("Loans against staked tokens.");
    await page.getByRole("textbox", { name: /^Tags/ }).fill("defi, lending");
    await page.getByRole("textbox", { name: "Project introduction" }).click();
    await page.keyboard.type("Lendr lends against staked tokens.");
    await page.getByLabel(/^Cover image/).setInputFiles(png("cover.png"));
    await page.getByLabel(/^Logo/).setInputFiles(png("logo.png"));
    await expect.poll(() => page.getByRole("img", { name: "Preview" }).count()).toBe(2);
    await page.getByRole("textbox", { name: "Official website" }).fill("https://lendr.example");
    await page.getByLabel(/^Online time/).fill("2026-01-15");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save draft and continue" }).click();
    await page.waitForURL(/cluster_form\?project_id=\d+/);
    projectId = Number(new URL(page.url()).searchParams.get("project_id"));

    // The draft lives on the gateway: a reload resumes it, the basic info as it was saved.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: `Project: ${TITLE}` }).waitFor();
    await page.goto(bob.url(`/ucenter/projectindex/apply_project?project_id=${projectId}`));
    await expect.poll(() => page.getByRole("textbox", { name: /Project name/ }).inputValue()).toBe(TITLE);
    expect(await page.getByRole("textbox", { name: "Official website" }).inputValue()).toBe("https://lendr.example");
    await page.goto(bob.url(`/ucenter/projectindex/cluster_form?project_id=${projectId}`));

    // The cluster: a planet, its name checked as it is typed, bound after a confirmation.
    await page.getByRole("radio", { name: "Planet" }).check();
    await page.getByRole("textbox", { name: /^Name/ }).fill(PLANET);
    await page.getByText("This name is free").waitFor();
    await page.getByRole("button", { name: "Create and bind" }).click();
    await page
      .getByRole("dialog", { name: "Bind this cluster?" })
      .getByRole("button", { name: "Create and bind" })
      .click();
    // Whatever the binding ends in is shown; it must be the next step, not an error.
    const bound = await Promise.race([
      page
        .waitForURL(/doc_form/, { timeout: 20_000 })
        .then(() => "bound")
        .catch(() => "timeout"),
      page
        .locator('[data-type="danger"]')
        .first()
        .waitFor()
        .then(() => page.locator('[data-type="danger"]').first().textContent()),
    ]);
    expect(bound).toBe("bound");

    const addItem = async (fields: [RegExp, string][], logo?: boolean) => {
      for (const [label, value] of fields) await page.getByRole("textbox", { name: label }).fill(value);
      if (logo) {
        await page.getByLabel(/^Partner logo/).setInputFiles(png("partner.png"));
        await page.getByRole("img", { name: "Preview" }).waitFor();
      }
      const before = await page.getByTestId("project-item").count();
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect.poll(() => page.getByTestId("project-item").count()).toBe(before + 1);
      await page.getByRole("button", { name: "Next" }).click();
    };
    await addItem([
      [/^File name/, "White paper"],
      [/^Link/, "https://lendr.example/wp.pdf"],
    ]);
    await page.waitForURL(/social_form/);
    // A social link needs its URL: refused before anything is sent.
    await page.getByRole("textbox", { name: /^Social network name/ }).fill("X");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Required").first().waitFor();
    await addItem([
      [/^Social network name/, "X"],
      [/^URL/, "https://x.com/lendr"],
    ]);
    await page.waitForURL(/partner_form/);
    await addItem(
      [
        [/^Partner name/, "Acme"],
        [/^URL/, "https://acme.example"],
      ],
      true,
    );
    await page.waitForURL(/client_form/);
    await addItem([
      [/^App name/, "Lendr for Android"],
      [/^Download link/, "https://lendr.example/app.apk"],
    ]);
    await page.waitForURL(/end_form/);
    await page.getByRole("link", { name: "White paper" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await submitForReview(page);
    await myRow().getByText("Pending review").waitFor();
    expect(await myRow().getByRole("link", { name: "Edit and resubmit" }).count()).toBe(0);
    const client = await gatewayAs(page, system.url);
    const mine = await client.call(api.appcms_msrv.project_my_list, { page: 1, page_size: 50 });
    expect(mine.list.filter((project) => project.title === TITLE)).toHaveLength(1);
  });

  it("two X-Men refuse it; bob reads the reasons, edits and resubmits; they pass it; it is public", {
    timeout: 300_000,
  }, async () => {
    await signInAt(alice, "/icmsdao/icms_dao_autonomy/project");
    await decide(alice, async (page) => {
      await page.getByRole("radio", { name: "Reject" }).check();
      await page.getByRole("radio", { name: "Another reason (write it)" }).check();
      await page.getByRole("textbox", { name: "Your reason" }).fill(REASON);
    });
    await alice.page.getByText("Decision recorded. The item waits for more members.").waitFor();
    expect(await seriousViolations(alice.page)).toEqual([]);
    await signInAt(carol, "/icmsdao/icms_dao_autonomy/project");
    await decide(carol, async (page) => {
      await page.getByRole("radio", { name: "Reject" }).check();
      await page.getByRole("radio", { name: "Advertising or spam" }).check();
    });
    await carol.page.getByText("Decision recorded: the item reached the reject quorum and is refused.").waitFor();

    // The owner sees the refusal and its reasons, edits and resubmits; the history shows the round.
    const page = bob.page;
    await page.goto(bob.url(`/ucenter/projectindex/my_project_list?ts=${Date.now()}`));
    await myRow().getByTestId("project-status").getByText("Refused").waitFor();
    await myRow().getByTestId("refusal-reasons").getByText(REASON).waitFor();
    await myRow().getByRole("link", { name: "Edit and resubmit" }).click();
    const abstract = page.getByRole("textbox", { name: "Abstract" });
    await expect.poll(() => abstract.inputValue()).toBe("Loans against staked tokens.");
    await abstract.fill("Loans against staked tokens, audited by Acme.");
    await page.getByRole("button", { name: "Save draft and continue" }).click();
    await page.waitForURL(/cluster_form/);
    // The bound planet is shown, and cannot be changed.
    await page.getByTestId("bound-cluster").getByText(PLANET).waitFor();
    expect(await page.getByRole("radio", { name: "Planet" }).count()).toBe(0);
    await page.goto(bob.url(`/ucenter/projectindex/end_form?project_id=${projectId}`));
    await page.getByTestId("project-history").getByText("Refused").waitFor();
    await submitForReview(page);
    await myRow().getByText("Pending review").waitFor();

    for (const who of [alice, carol]) await decide(who, (p) => p.getByRole("radio", { name: "Pass" }).check());
    await carol.page.getByText("Decision recorded: the item reached the quorum and is online.").waitFor();

    // Public: listed on project_index, its page with its parts and its planet.
    const visitor = await openApp({ wallet: false, baseUrl: system.url });
    try {
      const view = visitor.page;
      await view.goto(visitor.url("/project_index?tag=lending"));
      await view.getByRole("link", { name: TITLE }).click();
      await view.waitForURL(/project_detail\?project_id=\d+/);
      await view.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await view.getByText("Loans against staked tokens, audited by Acme.").waitFor();
      await view.getByRole("link", { name: "Lendr for Android" }).waitFor();
      await view.getByRole("link", { name: "X", exact: true }).waitFor();
      expect(await view.getByTestId("project-cluster").textContent()).toContain(PLANET);
      expect(await seriousViolations(view)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
