import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charCount, charWidth, textProblem, textWidth } from "./text.js";

describe("text width", () => {
  it("counts a wide character or an emoji 2, a mark or joiner 0, anything else 1", () => {
    expect(textWidth("abc")).toBe(3);
    expect(textWidth("Привет")).toBe(6);
    expect(textWidth("中文")).toBe(4);
    expect(textWidth("かなカナ한글")).toBe(12);
    expect(textWidth("ＡＢ")).toBe(4);
    expect(charWidth("𠀋")).toBe(2);
    expect(textWidth("😀😀")).toBe(4);
    expect(textWidth("e\u0301")).toBe(1);
    expect(textWidth("👩\u200d💻")).toBe(4);
    expect(textWidth("a\nb")).toBe(2);
  });

  it("is between 0 and twice the number of code points", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const width = textWidth(text);
        expect(width).toBeGreaterThanOrEqual(0);
        expect(width).toBeLessThanOrEqual(2 * charCount(text));
      }),
    );
  });
});

describe("charCount", () => {
  it("counts code points, an astral character or an emoji as one", () => {
    expect(charCount("😀")).toBe(1);
    expect(charCount("𠀋a")).toBe(2);
    expect(charCount("e\u0301")).toBe(2);
  });

  it("agrees with iterating the string, lone surrogates included", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => charCount(text) === [...text].length));
    expect(charCount("\ud800a\udc00")).toBe(3);
  });
});

describe("textProblem", () => {
  it("trims, then asks for some text and at most maxChars characters", () => {
    const rule = { required: true, maxChars: 3 };
    expect(textProblem("   ", rule)).toBe("required");
    expect(textProblem(" 😀😀😀 ", rule)).toBeNull();
    expect(textProblem("abcd", rule)).toBe("tooLong");
    expect(textProblem("", { required: false, maxChars: 3 })).toBeNull();
  });
});
