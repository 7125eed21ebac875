import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { api, uploadFile } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { type RunningSystem, startSystem } from "../src/system";

/** One run's titles, so a rerun against a kept database finds only its own items. */
const RUN = Date.now().toString(36);
const PASSED = `Restaking risks explained ${RUN}`;
const REJECTED = `Guaranteed 900% APY ${RUN}`;
const CUSTOM_REASON = `The yield figures have no source ${RUN}`;

/**
 * Member review on its own system: the suite's system puts content online at once, this one runs
 * with the demo's quorum of 3 staked NFTs. alice (2 NFTs staked) and carol (1) are the X-Men of its
 * local chain, so an item needs both; bob writes, dave holds no NFT.
 */
describe("DAO review: two X-Men pass an article, a reject reaches its author, a non-member gets the notice", () => {
  let system: RunningSystem;
  let bob: AppSession;
  let alice: AppSession;
  let carol: AppSession;
  const ids = { passed: 0, rejected: 0 };

  const open = (role: "alice" | "bob" | "carol" | "dave") =>
    openApp({ wallet: { privateKey: devPrivateKey(role), rpcUrl: system.rpcUrl }, baseUrl: system.url });

  beforeAll(async () => {
    system = await startSystem({ REVIEW_QUORUM: "3" });
    [bob, alice, carol] = await Promise.all([open("bob"), open("alice"), open("carol")]);
    await signInAt(bob, "/ucenter/cmsindex");
    const client = await gatewayAs(bob.page, system.url);
    const tokens = await bob.page.evaluate(() => ({
      accessToken: localStorage.getItem("AccessToken") ?? undefined,
      refreshToken: localStorage.getItem("RefreshToken") ?? undefined,
    }));
    const cover = await uploadFile(
      { baseUrl: system.url, appId: "icms-web", appSecret: "dev-only-app-secret", tokens: () => tokens },
      new Blob([new Uint8Array(makePng(32, 18))], { type: "image/png" }),
      "cover.png",
      "image",
    );
    for (const [key, title] of [
      ["passed", PASSED],
      ["rejected", REJECTED],
    ] as const) {
      const saved = await client.call(api.appcms_msrv.my_article_add_save, {
        article_type: 1,
        title,
        content: "<p>What a validator risks when the same stake secures several services.</p>",
        cover_url: cover.url,
      });
      expect(saved.status).toBe("audit");
      ids[key] = saved.article_id;
    }
  });
  afterAll(async () => {
    await Promise.all([bob?.close(), alice?.close(), carol?.close()]);
    await system?.stop();
  });

  /** Opens the article queue as `who`, picks `title` and signs `decision` in the wallet. */
  async function decide(who: AppSession, title: string, choose: (form: AppSession["page"]) => Promise<void>) {
    const page = who.page;
    await page.goto(who.url("/icmsdao/icms_dao_autonomy/article?article_type=1"));
    await page.getByRole("button", { name: `Open ${title}` }).click();
    const item = page.getByRole("article", { name: title });
    await item.getByRole("button", { name: "Sign and submit" }).waitFor();
    await choose(page);
    await item.getByRole("button", { name: "Sign and submit" }).click();
    await page
      .getByRole("dialog", { name: "Sign your decision" })
      .getByRole("button", { name: "Sign with wallet" })
      .click();
  }

  it("shows the review overview and queue to an X-Man, with no serious axe violations", async () => {
    await signInAt(alice, "/icmsdao/icms_dao_autonomy");
    const page = alice.page;
    await page.getByRole("heading", { level: 1, name: "DAO autonomy" }).waitFor();
    await page.getByRole("link", { name: "Review Articles" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Review Articles" }).click();
    await page.getByRole("button", { name: `Open ${PASSED}` }).waitFor();
    await page.getByRole("button", { name: `Open ${PASSED}` }).click();
    await page.getByRole("article", { name: PASSED }).getByText("No member has decided yet.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("puts the article online when alice (2 NFTs) and carol (1) pass it with signed decisions", async () => {
    await decide(alice, PASSED, (page) => page.getByRole("radio", { name: "Pass" }).check());
    await alice.page.getByText("Decision recorded. The item waits for more members.").waitFor();

    await signInAt(carol, "/icmsdao/icms_dao_autonomy/article?article_type=1");
    // alice's decision speaks for her two staked NFTs: two of the three the item needs.
    await carol.page.getByRole("button", { name: `Open ${PASSED}` }).click();
    const waiting = carol.page.getByRole("article", { name: PASSED });
    await waiting.getByRole("cell", { name: "2 (#1, #2)" }).waitFor();
    await waiting.getByText("Pass 2/3 NFTs").first().waitFor();
    await decide(carol, PASSED, (page) => page.getByRole("radio", { name: "Pass" }).check());
    await carol.page.getByText("Decision recorded: the item reached the quorum and is online.").waitFor();

    const client = await gatewayAs(bob.page, system.url);
    expect(await client.call(api.appcms_msrv.my_article_detail, { article_id: ids.passed })).toMatchObject({
      status: "online",
      review: { pass_count: 3, reject_count: 0 },
    });
  });

  it("refuses the other one; its author reads the custom reason in content management", async () => {
    await decide(alice, REJECTED, async (page) => {
      await page.getByRole("radio", { name: "Reject" }).check();
      await page.getByRole("radio", { name: "Another reason (write it)" }).check();
      await page.getByRole("textbox", { name: "Your reason" }).fill(CUSTOM_REASON);
    });
    await alice.page.getByText("Decision recorded. The item waits for more members.").waitFor();
    expect(await seriousViolations(alice.page)).toEqual([]);
    await decide(carol, REJECTED, async (page) => {
      await page.getByRole("radio", { name: "Reject" }).check();
      await page.getByRole("radio", { name: "Advertising or spam" }).check();
    });
    await carol.page.getByText("Decision recorded: the item reached the reject quorum and is refused.").waitFor();

    await bob.page.goto(bob.url(`/ucenter/cmsindex?ts=${Date.now()}`));
    const row = bob.page.getByRole("row").filter({ hasText: REJECTED });
    await row.getByText(CUSTOM_REASON).waitFor();
    await row.getByText("Advertising or spam").waitFor();
    await row.getByText("Refused").waitFor();
  });

  it("shows the not-a-DAO-user notice to dave, who holds no NFT", async () => {
    const dave = await open("dave");
    try {
      await signInAt(dave, "/icmsdao/icms_dao_autonomy/special");
      await dave.page.getByText("Not a DAO member yet").waitFor();
      const button = dave.page.getByRole("link", { name: "Get DAO certification" });
      expect(await button.getAttribute("href")).toBe("/icmsdao/icms_dao_auth");
      expect(await seriousViolations(dave.page)).toEqual([]);
    } finally {
      await dave.close();
    }
  });
});
