import { describe, expect, it } from "vitest";
import { formatTokenAmount } from "./token-amount";

describe("formatTokenAmount", () => {
  it("shows whole tokens with separators and trims the decimals", () => {
    expect(formatTokenAmount(3000n * 10n ** 18n, 4, "en")).toBe("3,000");
    expect(formatTokenAmount("1500000000000000000000", 4, "en")).toBe("1,500");
    expect(formatTokenAmount(123_456_789_000_000_000n, 4, "en")).toBe("0.1234");
    expect(formatTokenAmount(10n ** 18n + 5n * 10n ** 17n, 8, "en")).toBe("1.5");
    expect(formatTokenAmount(0n)).toBe("0");
  });
});
