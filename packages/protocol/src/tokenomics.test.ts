import { describe, expect, it } from "vitest";
import {
  ICMS_FEE_SHARES_BPS,
  ICT_ALLOCATION_BPS,
  ICT_FEE_SHARES_BPS,
  PLATFORM_INCOME_SPLIT_BPS,
  SALE_SPLIT_BPS,
} from "./tokenomics.js";

describe("tokenomics", () => {
  it("splits every whole into exactly 10,000 basis points", () => {
    for (const split of [
      ICMS_FEE_SHARES_BPS,
      ICT_FEE_SHARES_BPS,
      ICT_ALLOCATION_BPS,
      PLATFORM_INCOME_SPLIT_BPS,
      SALE_SPLIT_BPS,
    ]) {
      expect(Object.values(split).reduce((sum, share) => sum + share, 0)).toBe(10_000);
    }
  });
});
