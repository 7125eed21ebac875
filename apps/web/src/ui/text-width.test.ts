import { textWidth } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { truncateText } from "./text-width";

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
  it("counts an emoji 2 and a combining mark 0, as the comment rule does", () => {
    expect(truncateText("😀😀😀😀", 5, "")).toBe("😀😀");
    expect(truncateText("e\u0301e\u0301e\u0301", 3, "")).toBe("e\u0301e\u0301e\u0301");
  });
  it("never splits a wide character or a surrogate pair", () => {
    expect(truncateText("ab中文字", 6, "…")).toBe("ab中…");
    expect(truncateText("𠀋𠀋𠀋", 5, "")).toBe("𠀋𠀋");
  });
  it("handles a width smaller than the ellipsis", () => {
    expect(truncateText("abcdef", 2)).toBe("..");
  });
});
