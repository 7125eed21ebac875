import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { decodeEntities, HighlightedText, highlightRuns } from "./highlight";

describe("search highlights", () => {
  it("splits escaped text into plain and marked runs", () => {
    expect(highlightRuns("Why <mark>staking</mark> pays &amp; <mark>质押</mark>")).toEqual([
      { text: "Why ", marked: false },
      { text: "staking", marked: true },
      { text: " pays & ", marked: false },
      { text: "质押", marked: true },
    ]);
  });

  it("decodes character references back to text", () => {
    expect(decodeEntities("&lt;b&gt; &quot;x&quot; &#39;y&#39; &#x4e2d; &amp;amp; &unknown;")).toBe(
      "<b> \"x\" 'y' 中 &amp; &unknown;",
    );
  });

  it("renders matches in <mark> and never turns other markup into elements", () => {
    const { container } = render(
      <p>
        <HighlightedText value={"&lt;script&gt;alert(1)&lt;/script&gt; <mark>rollup</mark> <b>bold</b>"} />
      </p>,
    );
    expect(container.querySelectorAll("mark")).toHaveLength(1);
    expect(container.querySelector("mark")?.textContent).toBe("rollup");
    expect(container.querySelector("script, b")).toBeNull();
    expect(container.textContent).toBe("<script>alert(1)</script> rollup <b>bold</b>");
  });
});
