import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTokenAmount, weiToInput } from "./amount";

const ether = 10n ** 18n;

describe("token amounts typed by the user", () => {
  it("reads whole and decimal amounts in wei", () => {
    expect(parseTokenAmount("12")).toBe(12n * ether);
    expect(parseTokenAmount(" 0.001 ")).toBe(ether / 1000n);
    expect(parseTokenAmount("1.")).toBe(ether);
    expect(parseTokenAmount("0.000000000000000001")).toBe(1n);
  });

  it("refuses what is not a plain decimal number", () => {
    for (const text of ["", ".5", "-1", "1e3", "1,000", "abc", "1.2.3", "0.0000000000000000001"]) {
      expect(parseTokenAmount(text)).toBeNull();
    }
  });

  it("writes any wei amount as text that reads back to it", () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n }), (wei) => parseTokenAmount(weiToInput(wei)) === wei));
    expect(weiToInput(1_500_000_000_000_000_000n)).toBe("1.5");
  });
});
