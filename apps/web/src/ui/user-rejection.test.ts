import { describe, expect, it } from "vitest";
import { isUserRejection } from "./user-rejection";

describe("isUserRejection", () => {
  it("recognises EIP-1193 code 4001, viem's error name and ethers' code", () => {
    expect(isUserRejection({ code: 4001, message: "User rejected the request." })).toBe(true);
    expect(isUserRejection(Object.assign(new Error("x"), { name: "UserRejectedRequestError" }))).toBe(true);
    expect(isUserRejection({ code: "ACTION_REJECTED" })).toBe(true);
  });
  it("looks along the cause chain, as viem wraps provider errors", () => {
    const inner = { code: 4001 };
    const wrapped = new Error("Signing failed", { cause: new Error("rpc", { cause: inner }) });
    expect(isUserRejection(wrapped)).toBe(true);
  });
  it("is false for real failures", () => {
    expect(isUserRejection(new Error("boom"))).toBe(false);
    expect(isUserRejection({ code: 1003 })).toBe(false);
    expect(isUserRejection(null)).toBe(false);
  });
});
