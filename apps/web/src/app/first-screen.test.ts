import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { seedFirstScreen } from "./first-screen";

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  doc.head.innerHTML = `<script type="application/json" id="icms-first-screen">${json}</script>`;
  return doc;
}

describe("the first screen's data", () => {
  it("goes into the query cache under the keys the hooks use, and leaves the page", () => {
    const client = new QueryClient();
    const doc = page(JSON.stringify([{ key: ["cms", "article", 7, null], data: { article_id: 7, title: "A <b>" } }]));
    expect(seedFirstScreen(client, doc)).toBe(1);
    expect(client.getQueryData(["cms", "article", 7, null])).toEqual({ article_id: 7, title: "A <b>" });
    expect(doc.getElementById("icms-first-screen")).toBeNull();
  });

  it("is ignored when missing or unreadable", () => {
    const client = new QueryClient();
    expect(seedFirstScreen(client, document.implementation.createHTMLDocument("x"))).toBe(0);
    expect(seedFirstScreen(client, page("{not json"))).toBe(0);
    expect(seedFirstScreen(client, page('{"key":1}'))).toBe(0);
  });
});
