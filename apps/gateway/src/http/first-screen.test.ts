import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, publish, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";

const INDEX = "<!doctype html><html><head><title>ICMS</title></head><body><div id=root></div></body></html>";

let dist: string;
let gw: TestGateway;
let alice: Member;
let article: number;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "icms-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  gw = await startContentGateway({ WEB_DIST: dist });
  alice = await member(gw);
  article = await publish(alice, { title: "Rollups </script><script>alert(1)</script>" });
});
afterAll(async () => {
  await gw.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The entries a page carries, as the web app reads them. */
async function firstScreenOf(path: string): Promise<{ html: string; entries: { key: unknown[]; data: any }[] }> {
  const html = await (await fetch(`${gw.url}${path}`)).text();
  const json = /<script type="application\/json" id="icms-first-screen">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, entries: json ? JSON.parse(json) : [] };
}

describe("the first screen in the page", () => {
  it("carries the article list's first page under the feed's key, and preloads the first cover", async () => {
    const { html, entries } = await firstScreenOf("/appcms/spacex_article");
    expect(entries[0]?.key).toEqual(["cms", "articles", { article_type: 1 }]);
    const page = entries[0]?.data.pages[0];
    expect(page.list[0].article_id).toBe(article);
    expect(entries[0]?.data.pageParams).toEqual([1]);
    expect(html).toContain(`<link rel="preload" as="image" href="${page.list[0].cover_url}" fetchpriority="high">`);
  });

  it("carries an article for an anonymous viewer, its title unable to close the script", async () => {
    const { html, entries } = await firstScreenOf(`/appcms/spacex_article_detail?article_id=${article}&article_type=1`);
    expect(entries[0]?.key).toEqual(["cms", "article", article, null]);
    expect(entries[0]?.data.title).toBe("Rollups </script><script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("leaves other pages, and items that are not online, as they are", async () => {
    expect((await firstScreenOf("/appcms/special_list")).entries).toEqual([]);
    expect((await firstScreenOf("/appcms/spacex_article_detail?article_id=999999")).entries).toEqual([]);
    expect((await firstScreenOf("/appcms/spacex_article_detail?article_id=x")).html).toContain("<div id=root>");
  });
});
