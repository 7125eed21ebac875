import { describe, expect, it } from "vitest";
import { shortAddress } from "./address";

describe("shortAddress", () => {
  it("shows the first 4 and last 4 characters", () => {
    expect(shortAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe("0x70...79C8");
  });
  it("leaves short or missing values alone", () => {
    expect(shortAddress("0x1234")).toBe("0x1234");
    expect(shortAddress(null)).toBe("");
    expect(shortAddress(undefined)).toBe("");
  });
});
