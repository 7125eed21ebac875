import { describe, expect, it } from "vitest";
import { opFits, toggleSelected } from "./content-rows";

describe("content rows", () => {
  it("offers only the operations that fit the item's state", () => {
    expect(opFits("online", { status: "offline", isOpen: true })).toBe(true);
    expect(opFits("online", { status: "online", isOpen: true })).toBe(false);
    expect(opFits("offline", { status: "online", isOpen: true })).toBe(true);
    expect(opFits("offline", { status: "offline", isOpen: true })).toBe(false);
    expect(opFits("open", { status: "online", isOpen: false })).toBe(true);
    expect(opFits("close", { status: "online", isOpen: false })).toBe(false);
    expect(opFits("audit", { status: "refused", isOpen: true })).toBe(true);
    expect(opFits("delete", { status: "audit", isOpen: true })).toBe(true);
  });
  it("selects at most the batch limit", () => {
    let selected: number[] = [];
    for (let id = 1; id <= 12; id++) selected = toggleSelected(selected, id, 10);
    expect(selected).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(toggleSelected(selected, 3, 10)).not.toContain(3);
  });
});
