import { describe, expect, it } from "vitest";
import { customRangeProblem, isRangeDays, rangeBounds, rangeLength, utcDay } from "./date-range";

const NOW = Date.parse("2026-11-28T10:00:00Z");

describe("date ranges", () => {
  it("ends a shortcut today (UTC) and counts both ends", () => {
    expect(rangeBounds(7, NOW)).toEqual({ start: "2026-11-22", end: "2026-11-28" });
    expect(rangeLength(7)).toBe(7);
    expect(rangeLength({ start: "2026-11-01", end: "2026-11-01" })).toBe(1);
    expect(rangeLength({ start: "2026-10-30", end: "2026-11-02" })).toBe(4);
    expect(utcDay(1, NOW)).toBe("2026-11-27");
  });

  it("knows the shortcuts", () => {
    expect([7, 14, 30, 60].every(isRangeDays)).toBe(true);
    expect(isRangeDays(15)).toBe(false);
    expect(isRangeDays("7")).toBe(false);
  });

  it("refuses a custom range that is incomplete, reversed, in the future or too long", () => {
    expect(customRangeProblem({ start: "", end: "2026-11-02" }, 366, NOW)).toBe("missing");
    expect(customRangeProblem({ start: "2026-02-30", end: "2026-03-02" }, 366, NOW)).toBe("missing");
    expect(customRangeProblem({ start: "2026-11-05", end: "2026-11-02" }, 366, NOW)).toBe("order");
    expect(customRangeProblem({ start: "2026-11-05", end: "2026-11-29" }, 366, NOW)).toBe("future");
    expect(customRangeProblem({ start: "2025-01-01", end: "2026-11-02" }, 366, NOW)).toBe("tooLong");
    expect(customRangeProblem({ start: "2026-11-01", end: "2026-11-28" }, 366, NOW)).toBeNull();
  });
});
