import { describe, expect, it } from "vitest";
import { byteRange } from "./byte-range.js";

describe("byteRange", () => {
  it("reads the three forms of a single range, clipped to the object", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=500-", 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("sends everything for no header, other units, several ranges or nonsense", () => {
    for (const header of [undefined, "", "items=0-1", "bytes=0-1,5-6", "bytes=-", "bytes=9-3", "bytes=x-"]) {
      expect(byteRange(header, 1000)).toBeUndefined();
    }
  });

  it("refuses a range that starts past the end", () => {
    expect(byteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });
});
