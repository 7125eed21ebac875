import { describe, expect, it } from "vitest";
import { typosAllowed } from "./search-typos.js";

describe("typosAllowed", () => {
  it("allows no edit below four letters, one up to five, two from six", () => {
    expect(["rug", "nft"].map(typosAllowed)).toEqual([0, 0]);
    expect(["defi", "token"].map(typosAllowed)).toEqual([1, 1]);
    expect(["depegg", "кошелек", "мультиподпесью"].map(typosAllowed)).toEqual([2, 2, 2]);
  });

  it("counts letters, not UTF-16 units", () => {
    expect(typosAllowed("𝔴𝔞𝔩")).toBe(0);
  });
});
