import { describe, expect, it } from "vitest";
import { rangeFromParams, rangeInput, rangeKey, scopeFromParams, withRange, withScope } from "./range-params";

describe("data centre range in the address", () => {
  it("reads a shortcut, a custom range, or falls back to 30 days", () => {
    expect(rangeFromParams(new URLSearchParams("days=14"))).toBe(14);
    expect(rangeFromParams(new URLSearchParams("days=15"))).toBe(30);
    expect(rangeFromParams(new URLSearchParams(""))).toBe(30);
    expect(rangeFromParams(new URLSearchParams("start=2026-11-01&end=2026-11-09&days=7"))).toEqual({
      start: "2026-11-01",
      end: "2026-11-09",
    });
  });

  it("writes one range at a time and keeps the other fields", () => {
    const custom = withRange(new URLSearchParams("days=7&kind=article&id=4"), {
      start: "2026-11-01",
      end: "2026-11-09",
    });
    expect(custom.toString()).toBe("kind=article&id=4&start=2026-11-01&end=2026-11-09");
    expect(withRange(custom, 60).toString()).toBe("kind=article&id=4&days=60");
  });

  it("keeps the platform scope only when asked for", () => {
    expect(scopeFromParams(new URLSearchParams("scope=platform"))).toBe("platform");
    expect(scopeFromParams(new URLSearchParams("scope=x"))).toBe("me");
    expect(withScope(new URLSearchParams("scope=platform&days=7"), "me").toString()).toBe("days=7");
  });

  it("asks the gateway for days or for the two days", () => {
    expect(rangeInput(7)).toEqual({ days: 7 });
    expect(rangeInput({ start: "2026-11-01", end: "2026-11-09" })).toEqual({
      start_date: "2026-11-01",
      end_date: "2026-11-09",
    });
    expect(rangeKey({ start: "2026-11-01", end: "2026-11-09" })).toBe("2026-11-01..2026-11-09");
  });
});
