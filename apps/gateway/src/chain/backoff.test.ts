import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff.js";

describe("back-off", () => {
  it("doubles per failure between half and all of the step, up to the cap", () => {
    const low = (n: number) => backoffDelay(n, 100, 5_000, () => 0);
    const high = (n: number) => backoffDelay(n, 100, 5_000, () => 1);
    expect([1, 2, 3, 4].map(high)).toEqual([100, 200, 400, 800]);
    expect([1, 2, 3, 4].map(low)).toEqual([50, 100, 200, 400]);
    expect(high(30)).toBe(5_000);
    expect(low(30)).toBe(2_500);
  });
});
