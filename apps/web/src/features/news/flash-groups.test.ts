import type { NewsSummary } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { groupByDay } from "./flash-groups";

const at = (id: number, iso: string) => ({ information_id: id, published_at: iso }) as NewsSummary;

describe("groupByDay", () => {
  it("groups the feed by local day, keeping the order", () => {
    const d = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
    const groups = groupByDay([at(4, d(25, 10)), at(3, d(25, 1)), at(2, d(24, 23)), at(1, d(22, 8))]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.information_id)])).toEqual([
      ["2026-11-25", [4, 3]],
      ["2026-11-24", [2]],
      ["2026-11-22", [1]],
    ]);
  });
});
