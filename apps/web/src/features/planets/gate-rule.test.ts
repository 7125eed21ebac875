import { describe, expect, it } from "vitest";
import { gateRule, needsAmount, tokensOf, weiOf } from "./gate-rule";

describe("gate rules", () => {
  it("turns whole tokens into wei and back, refusing what is not a positive amount", () => {
    expect(weiOf("100")).toBe("100000000000000000000");
    expect(weiOf(" 0.5 ")).toBe("500000000000000000");
    expect(weiOf("0.000000000000000001")).toBe("1");
    for (const bad of ["", "0", "0.0", "-1", "1e3", "1.0000000000000000001", "abc"]) expect(weiOf(bad)).toBeNull();
    expect(tokensOf("1500000000000000000000")).toBe("1500");
    expect(tokensOf(null)).toBe("");
    expect(tokensOf("not a number")).toBe("");
  });

  it("asks an amount exactly for the balance rules and the entry fee", () => {
    expect(
      ["none", "dao_nft", "ict_balance", "icms_balance", "entry_fee"].filter((kind) => needsAmount(kind as never)),
    ).toEqual(["ict_balance", "icms_balance", "entry_fee"]);
    expect(gateRule({ gate_kind: "entry_fee", gate_amount: "2000000000000000000" })).toEqual({
      key: "planets.gate.rule.entry_fee",
      values: { amount: "2" },
    });
  });
});
