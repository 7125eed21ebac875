import { describe, expect, it } from "vitest";
import { onePage, paged, pageWindow } from "./paging.js";

describe("offset paging", () => {
  it("skips the pages before the one asked for", () => {
    expect(pageWindow({ page: 1, page_size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, page_size: 10 })).toEqual({ limit: 10, offset: 20 });
  });

  it("sets a query's limit and offset from the window", () => {
    const calls: string[] = [];
    const query = {
      limit(n: number) {
        calls.push(`limit ${n}`);
        return query;
      },
      offset(n: number) {
        calls.push(`offset ${n}`);
        return query;
      },
    };
    expect(onePage({ page: 2, page_size: 5 })(query)).toBe(query);
    expect(calls).toEqual(["limit 5", "offset 5"]);
  });

  it("answers the list with its total and the paging asked for, nothing else", () => {
    expect(paged(["a"], 7, { page: 2, page_size: 1, keyword: "x" } as never)).toEqual({
      list: ["a"],
      total: 7,
      page: 2,
      page_size: 1,
    });
  });
});
