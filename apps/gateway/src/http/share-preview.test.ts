import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, mediaUrl, member, publish, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>ICMS</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let gw: TestGateway;
let alice: Member;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), "icms-web-"));
  writeFileSync(join(web, "index.html"), INDEX);
  gw = await startContentGateway({ WEB_DIST: web });
  alice = await member(gw);
});
afterAll(async () => {
  await gw.close();
  rmSync(web, { recursive: true, force: true });
});

const page = async (path: string) => (await fetch(`${gw.url}${path}`)).text();

describe("share previews", () => {
  it("puts Open Graph and Twitter-card tags of an article in its page, escaped", async () => {
    const cover = mediaUrl("image");
    const id = await publish(alice, {
      title: `Gas "fees" <script>alert(1)</script> & you`,
      abstract: "Why base fees burn' and tips don't",
      cover_url: cover,
    });
    const html = await page(`/appcms/spacex_article_detail?article_id=${id}&is_forward=1`);
    expect(html).toContain(
      '<meta property="og:title" content="Gas &quot;fees&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; you">',
    );
    expect(html).toContain('<meta property="og:description" content="Why base fees burn&#39; and tips don&#39;t">');
    expect(html).toContain(`<meta property="og:image" content="${gw.config.PUBLIC_ORIGIN}${cover}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(
      `<meta property="og:url" content="${gw.config.PUBLIC_ORIGIN}/appcms/spacex_article_detail?article_id=${id}">`,
    );
    expect(html).toContain(
      "<title>Gas &quot;fees&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; you - ICMS</title>",
    );
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
  });

  it("marks a video page as a video", async () => {
    const id = await publish(alice, { article_type: 2, video_url: mediaUrl("video") });
    expect(await page(`/appcms/spacex_video_detail?article_id=${id}`)).toContain(
      '<meta property="og:type" content="video.other">',
    );
  });

  it("serves the plain page for other routes, unknown ids and items that are not online", async () => {
    const id = await publish(alice);
    await alice.client.call(api.appcms_msrv.my_article_set_status, { ids: [id], op: "offline" });
    for (const path of [
      `/appcms/spacex_article_detail?article_id=${id}`,
      "/appcms/spacex_article_detail?article_id=999999",
      "/appcms/spacex_article_detail?article_id=abc",
      "/index",
    ]) {
      expect(await page(path)).toBe(INDEX);
    }
    // The list carries its first screen's data (first-screen.test.ts), and no preview.
    expect(await page("/appcms/spacex_article")).not.toContain("og:");
  });
});
