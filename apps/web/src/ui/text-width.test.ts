import { describe, expect, it } from "vitest";
import { charWidth, textWidth, truncateText } from "./text-width";

describe("textWidth", () => {
  it("counts a wide (CJK) character as 2 and others as 1", () => {
    expect(textWidth("abc")).toBe(3);
    expect(textWidth("中文")).toBe(4);
    expect(textWidth("かなカナ한글")).toBe(12);
    expect(textWidth("Привет")).toBe(6);
    expect(textWidth("ＡＢ")).toBe(4);
    expect(charWidth("𠀋")).toBe(2);
  });
});

describe("truncateText", () => {
  it("leaves text that fits alone", () => {
    expect(truncateText("hello", 5)).toBe("hello");
    expect(truncateText("中文", 4)).toBe("中文");
  });
  it("cuts by width, the ellipsis included", () => {
    expect(truncateText("hello world", 8)).toBe("hello...");
    expect(truncateText("区块链知识分享平台", 10)).toBe("区块链...");
    expect(textWidth(truncateText("区块链知识分享平台", 10))).toBeLessThanOrEqual(10);
  });
  it("never splits a wide character or a surrogate pair", () => {
    expect(truncateText("ab中文字", 6, "…")).toBe("ab中…");
    expect(truncateText("😀😀😀😀", 3, "")).toBe("😀😀😀");
  });
  it("handles a width smaller than the ellipsis", () => {
    expect(truncateText("abcdef", 2)).toBe("..");
  });
});
