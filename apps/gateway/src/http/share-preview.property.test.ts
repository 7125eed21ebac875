import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { injectFirstScreen } from "./first-screen.js";
import { previewPage } from "./share-preview.js";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>ICMS</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const BODY = INDEX.slice(INDEX.indexOf("</head>"));

/** Text as titles and abstracts come: any Unicode, markup, quotes, and String.replace's `$` patterns. */
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        "$&",
        "$'",
        "$`",
        "$1",
        "$$",
        "</title>",
        "</head>",
        "<script>",
        '"',
        "'",
        "&amp;",
        "<",
        ">",
        "\u2028",
        "😀",
        "标题",
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join("")),
);

const fromHtml = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

describe("server-rendered HTML over arbitrary titles and abstracts", () => {
  it("puts each value into the share preview escaped, whole, and nowhere else", () => {
    fc.assert(
      fc.property(text, text, text, (title, abstract, nickname) => {
        const html = previewPage(
          INDEX,
          { title, abstract, nickname, cover_url: "/uploads/image/a.jpg", video: false, published_at: null },
          "https://icms.example/appcms/spacex_article_detail?article_id=1",
          "https://icms.example",
        );
        // The page keeps its shape: one title, no script, the body untouched.
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html).not.toMatch(/<script/i);
        expect(html.endsWith(BODY)).toBe(true);
        expect(fromHtml(/<title>(.*) - ICMS<\/title>/s.exec(html)?.[1] ?? "")).toBe(title);
        const content = (name: string) =>
          fromHtml(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1] ?? "\0");
        expect(content("og:title")).toBe(title);
        expect(content("og:description")).toBe(abstract);
        if (nickname) expect(content("author")).toBe(nickname);
      }),
      { numRuns: 300 },
    );
  });

  it("embeds a first screen whose JSON reads back exactly, whatever its text", () => {
    fc.assert(
      fc.property(text, text, (title, abstract) => {
        const entries = [{ key: ["cms", "article", 1, null], data: { title, abstract } }];
        const html = injectFirstScreen(INDEX, { entries, image: `/uploads/image/${encodeURIComponent(title)}.jpg` });
        const scripts = html.match(/<script[^>]*>([\s\S]*?)<\/script>/g) ?? [];
        expect(scripts).toHaveLength(1);
        const json = /<script type="application\/json" id="icms-first-screen">([\s\S]*)<\/script>/.exec(html)?.[1];
        expect(JSON.parse(json ?? "null")).toEqual(entries);
        expect(html.endsWith(BODY)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
