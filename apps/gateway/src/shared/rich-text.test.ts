import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";
import { cleanRichText, hasContent, textOf } from "./rich-text.js";

/** Payloads from the usual XSS cheat sheets: scripts, handlers, URLs, SVG and friends. */
const ATTACKS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src="x" onerror="alert(1)">',
  "<img src=x onerror=alert(1)//>",
  "<body onload=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<svg onload="alert(1)"><circle r="10"/></svg>',
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mtext><img src=x onerror=alert(1)></mtext></math>",
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  "<style>body{background:red}</style>",
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<div onclick="alert(1)">div</div>',
  '<p onmouseover="alert(1)">hover</p>',
  '<video src="x" onerror="alert(1)"></video>',
  '<details open ontoggle="alert(1)">x</details>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="//evil.example">protocol-relative</a>',
  '<img src="x" srcset="javascript:alert(1)">',
  "<template><script>alert(1)</script></template>",
];

const DANGER =
  /<script|<svg|<math|<iframe(?![^>]*src="https:\/\/www\.youtube\.com)|<object|<embed|<style|<form|<meta|<link|<base|\son\w+=|javascript:|vbscript:|data:|srcdoc|style=|xlink|\/\/evil/i;

describe("cleaning rich text", () => {
  it.each(ATTACKS)("leaves nothing executable of %s", (attack) => {
    expect(cleanRichText(attack)).not.toMatch(DANGER);
  });

  it("keeps ordinary formatting, links, images and allowed embeds", () => {
    const html =
      '<h2>Staking</h2><p>Read <a href="https://ethereum.org/staking">the docs</a> <strong>first</strong>.</p>' +
      '<img src="/uploads/image/2025/01/0123456789abcdef0123456789abcdef.png" alt="chart">' +
      '<pre><code class="language-solidity">uint x;</code></pre>' +
      '<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe>';
    const cleaned = cleanRichText(html);
    expect(cleaned).toContain("<h2>Staking</h2>");
    expect(cleaned).toContain(
      '<a href="https://ethereum.org/staking" target="_blank" rel="noopener noreferrer nofollow">',
    );
    expect(cleaned).toContain('<img src="/uploads/image/2025/01/0123456789abcdef0123456789abcdef.png" alt="chart" />');
    expect(cleaned).toContain('<code class="language-solidity">');
    expect(cleaned).toContain('<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen>');
  });

  it("knows when nothing is left", () => {
    expect(hasContent(cleanRichText("<script>x</script><svg><text>y</text></svg>"))).toBe(false);
    expect(hasContent(cleanRichText('<img src="/uploads/x.png">'))).toBe(true);
    expect(textOf("<p>A &amp; B</p><p>C&nbsp;&lt;D&gt;</p>")).toBe("A & B C <D>");
  });
});

describe("stored and served back", () => {
  let gw: TestGateway;
  let alice: Member;
  beforeAll(async () => {
    gw = await startContentGateway();
    alice = await member(gw);
  });
  afterAll(() => gw.close());

  it("serves every attack back harmless, through the whole wire path", async () => {
    const id = await publish(alice, { content: `<p>Intro</p>${ATTACKS.join("\n")}` });
    const served = await gw.client().call(api.appcms_msrv.article_detail, { article_id: id });
    expect(served.content).toContain("<p>Intro</p>");
    expect(served.content).not.toMatch(DANGER);
    const own = await alice.client.call(api.appcms_msrv.my_article_detail, { article_id: id });
    expect(own.content).toBe(served.content);
  });

  it("keeps titles and abstracts as plain text, returned exactly as written", async () => {
    const title = '<img src=x onerror="alert(1)">';
    const id = await publish(alice, { title, abstract: "<script>alert(1)</script>" });
    const served = await gw.client().call(api.appcms_msrv.article_detail, { article_id: id });
    expect(served.title).toBe(title);
    expect(served.abstract).toBe("<script>alert(1)</script>");
  });
});
