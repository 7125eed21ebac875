import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { api, uploadFile } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { type RunningSystem, startSystem } from "../src/system";

/** One run's title, so a rerun against a kept database finds only its own piece. */
const RUN = Date.now().toString(36);
const TITLE = `How forwards travel ${RUN}`;

/**
 * A person's browser: the gateway leaves crawlers (headless browsers among them, by their user
 * agent) out of the counts, so the reader's page says what an ordinary Chrome says.
 */
const PERSON_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The UTC day `daysAgo` days before now, `YYYY-MM-DD`. */
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The data centre on its own system: the suite's system runs no background jobs on a timer, and
 * the figures are the rollup's, which this one runs every six seconds.
 * alice writes an article, bob forwards it, an anonymous reader opens bob's forward and reads to
 * the end; alice then sees the piece's visit from the forward, switches the ranges and exports.
 */
describe("Data centre: a creator sees what a forward brought, by range, and exports the CSV", () => {
  let system: RunningSystem;
  let alice: AppSession;
  let bob: AppSession;
  let reader: AppSession;
  let articleId = 0;

  const open = (role: "alice" | "bob") =>
    openApp({ wallet: { privateKey: devPrivateKey(role), rpcUrl: system.rpcUrl }, baseUrl: system.url });

  beforeAll(async () => {
    system = await startSystem({
      NODE_ENV: "development",
      DATACENTRE_ROLLUP_MINUTES: "0.1",
      DATACENTRE_FLUSH_MS: "500",
    });
    [alice, bob, reader] = await Promise.all([
      open("alice"),
      open("bob"),
      openApp({ wallet: false, baseUrl: system.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close(), reader?.close()]);
    await system?.stop();
  });

  it("counts an anonymous reader's visit from bob's forward and shows it to alice", { timeout: 300_000 }, async () => {
    // alice's article, online at once on this system.
    await signInAt(alice, "/ucenter/datacentre");
    await alice.page.getByRole("heading", { level: 1, name: "Data centre" }).waitFor();
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
    const saved = await (await gatewayAs(alice.page, system.url)).call(api.appcms_msrv.my_article_add_save, {
      article_type: 1,
      title: TITLE,
      content: "<p>A forward carries its sender in the address, so the visit it brings is credited.</p>",
      cover_url: cover.url,
    });
    articleId = saved.article_id;

    // bob, signed in, forwards it: his uid rides in the address.
    await signInAt(bob, "/ucenter/profile");
    const bobUid = await bob.page.evaluate(() => localStorage.getItem("uid"));
    expect(bobUid).toMatch(/^\d+$/);

    // The reader opens the forward, the page reports the view with its source, then the read.
    await reader.page.setExtraHTTPHeaders({ "user-agent": PERSON_AGENT });
    const viewed = reader.page.waitForResponse((response) => response.url().includes("/datacentre_view"));
    const read = reader.page.waitForResponse((response) => response.url().includes("/datacentre_read"), {
      timeout: 30_000,
    });
    await reader.page.goto(
      reader.url(
        `/appcms/spacex_article_detail?article_id=${articleId}&article_type=1&is_forward=1&forward_uid=${bobUid}`,
      ),
    );
    await reader.page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    expect(((await (await viewed).json()) as { data: { accepted: boolean } }).data.accepted).toBe(true);
    await reader.page.locator("[data-reading-beacon]").scrollIntoViewIfNeeded();
    expect(((await (await read).json()) as { data: { accepted: boolean } }).data.accepted).toBe(true);

    // alice's data centre shows the piece once the rollup has counted today.
    const page = alice.page;
    const row = page.getByTestId(`datacentre-top-article-${articleId}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId("datacentre-total-views").waitFor();
          return row.count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    expect(await page.getByTestId("datacentre-total-forward_visits-value").textContent()).toBe("1");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("switches 7, 14, 30 and 60 days and a custom range, opens the piece and sees the forward's visit", {
    timeout: 120_000,
  }, async () => {
    const page = alice.page;
    const range = page.getByTestId("datacentre-range");
    const dates = page.getByTestId("datacentre-range-dates");
    for (const days of [7, 14, 30, 60]) {
      await range.getByText(`${days} days`, { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get("days") === String(days));
      await dates.filter({ hasText: `${utcDay(days - 1)} to ${utcDay(0)} (UTC)` }).waitFor();
      await page.getByTestId(`datacentre-top-article-${articleId}`).waitFor();
    }

    await range.getByText("Custom", { exact: true }).click();
    await page.getByTestId("datacentre-range-start").fill(utcDay(2));
    await page.getByTestId("datacentre-range-end").fill(utcDay(0));
    await page.getByTestId("datacentre-range-apply").click();
    await page.waitForURL((url) => url.searchParams.get("start") === utcDay(2));
    await dates.filter({ hasText: `${utcDay(2)} to ${utcDay(0)} (UTC)` }).waitFor();

    await page.getByTestId(`datacentre-top-article-${articleId}`).getByRole("link", { name: TITLE }).click();
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    expect(new URL(page.url()).searchParams.get("start")).toBe(utcDay(2));
    await page.getByTestId("datacentre-piece-total-forward_visits-value").filter({ hasText: /^1$/ }).waitFor();
    const forwarders = page.getByTestId("datacentre-piece-sources-forwarders").getByRole("row");
    expect(await forwarders.count()).toBe(2);
    expect(await forwarders.nth(1).textContent()).toMatch(/1$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("exports the range's days as CSV", { timeout: 60_000 }, async () => {
    const page = alice.page;
    await page.getByTestId("datacentre-piece-back").click();
    await page.getByRole("heading", { level: 1, name: "Data centre" }).waitFor();
    await page.getByTestId("datacentre-total-views").waitFor();
    const download = page.waitForEvent("download");
    await page.getByTestId("datacentre-export").click();
    await page.getByTestId("datacentre-export-days").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile(await file.path(), "utf8")).replace(/^\ufeff/, "");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain("date");
    // A header and one line per day of the custom range (three days).
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.startsWith(utcDay(0)))).toBe(true);
  });

  it("fits a phone: nothing wider than the screen, the figures' table scrolls on its own", {
    timeout: 90_000,
  }, async () => {
    const phone = await openApp({
      wallet: { privateKey: devPrivateKey("alice"), rpcUrl: system.rpcUrl },
      baseUrl: system.url,
      viewport: { width: 390, height: 844 },
    });
    try {
      await signInAt(phone, "/ucenter/datacentre?days=7");
      const page = phone.page;
      await page.getByTestId(`datacentre-top-article-${articleId}`).waitFor({ timeout: 30_000 });
      await page.getByTestId("datacentre-sources-chart").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
