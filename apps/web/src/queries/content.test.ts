import { describe, expect, it } from "vitest";
import { nextCursorPage } from "./content";

const page = (n: number, total: number, next_cursor?: string | null) => ({
  list: [],
  total,
  page: n,
  page_size: 10,
  ...(next_cursor === undefined ? {} : { next_cursor }),
});

describe("nextCursorPage", () => {
  it("reads on from the cursor the last page gave, numbering the page", () => {
    expect(nextCursorPage(page(1, 30, "1764288000000000_42"))).toEqual({ page: 2, cursor: "1764288000000000_42" });
  });

  it("stops at the end: no cursor, or every item read", () => {
    expect(nextCursorPage(page(2, 30, null))).toBeUndefined();
    expect(nextCursorPage(page(3, 30, "1_1"))).toBeUndefined();
  });

  it("reads on by page number from a list that gives no cursor", () => {
    expect(nextCursorPage(page(1, 30))).toEqual({ page: 2 });
  });
});
