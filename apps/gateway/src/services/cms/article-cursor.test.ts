import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { sql } from "kysely";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
beforeAll(async () => {
  // No read cache: every page comes from the database.
  gw = await startContentGateway({ CONTENT_CACHE_MS: "0" });
});
afterAll(() => gw.close());

/** Every item of an author's online list, read by cursor `pageSize` at a time; `between` runs after each page. */
async function readAll(author: Member, pageSize: number, between: () => Promise<void> = async () => {}) {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 50; page++) {
    const answer = await gw
      .client()
      .call(api.appcms_msrv.article_list, { uid: author.uid, page, page_size: pageSize, cursor });
    seen.push(...answer.list.map((a) => a.article_id));
    if (answer.next_cursor === null) return seen;
    expect(answer.list).toHaveLength(pageSize);
    cursor = answer.next_cursor;
    await between();
  }
  throw new Error("the cursor never reached the end");
}

let made = 0;
/** Publishes one item of `author` (titles are unique per author). */
const publishOne = (author: Member) => publish(author, { title: `Cursor item ${++made}` });

async function publishMany(author: Member, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await publishOne(author));
  return ids;
}

describe("article_list by cursor", () => {
  it("reads every item once, in the page order, when publish times are equal", async () => {
    const author = await member(gw);
    const ids = await publishMany(author, 7);
    // One instant for all: the id alone orders them.
    await sql`UPDATE articles SET published_at = '2025-03-01T12:00:00.123456Z' WHERE author_uid = ${author.uid}`.execute(
      gw.db.kysely,
    );
    const byOffset = await gw.client().call(api.appcms_msrv.article_list, { uid: author.uid, page_size: 100 });
    const seen = await readAll(author, 3);
    expect(seen).toEqual([...ids].sort((a, b) => b - a));
    expect(seen).toEqual(byOffset.list.map((a) => a.article_id));
  });

  it("keeps microseconds apart: rows a millisecond cannot tell apart keep their order", async () => {
    const author = await member(gw);
    const [first, second, third] = await publishMany(author, 3);
    // The newest by time has the smallest id: the time orders, not the id.
    await sql`UPDATE articles SET published_at = CASE id
        WHEN ${first} THEN timestamptz '2025-03-01T12:00:00.000003Z'
        WHEN ${second} THEN timestamptz '2025-03-01T12:00:00.000002Z'
        ELSE timestamptz '2025-03-01T12:00:00.000001Z' END
      WHERE author_uid = ${author.uid}`.execute(gw.db.kysely);
    expect(await readAll(author, 1)).toEqual([first, second, third]);
  });

  it("neither repeats nor misses an item while new ones are published", async () => {
    const author = await member(gw);
    const ids = await publishMany(author, 6);
    const arrived: number[] = [];
    const seen = await readAll(author, 2, async () => {
      arrived.push(await publishOne(author));
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...ids].sort((a, b) => b - a));
    // Offset paging over the same change shows why: the page after the first repeats an item.
    const page1 = await gw.client().call(api.appcms_msrv.article_list, { uid: author.uid, page_size: 2 });
    await publishOne(author);
    const page2 = await gw.client().call(api.appcms_msrv.article_list, { uid: author.uid, page_size: 2, page: 2 });
    expect(page2.list[0]?.article_id).toBe(page1.list[1]?.article_id);
    expect(arrived).toHaveLength(3);
  });

  it("answers the total and the page number as offset paging does, and null at the end", async () => {
    const author = await member(gw);
    await publishMany(author, 2);
    const first = await gw.client().call(api.appcms_msrv.article_list, { uid: author.uid, page_size: 2 });
    expect(first).toMatchObject({ total: 2, page: 1, page_size: 2 });
    expect(first.next_cursor).toMatch(/^\d+_\d+$/);
    const after = await gw
      .client()
      .call(api.appcms_msrv.article_list, { uid: author.uid, page: 2, page_size: 2, cursor: first.next_cursor ?? "" });
    expect(after).toMatchObject({ list: [], total: 2, page: 2, next_cursor: null });
    const short = await gw.client().call(api.appcms_msrv.article_list, { uid: author.uid, page_size: 5 });
    expect(short.next_cursor).toBeNull();
  });

  it("refuses a cursor it did not give", async () => {
    for (const cursor of ["", "abc", "12_", "1.5_3", "1_99999999999", `${"9".repeat(17)}_1`, "-1_2"]) {
      expect(await refusedWith(gw.client().call(api.appcms_msrv.article_list, { cursor }))).toBe(Code.ParamInvalid);
    }
    // A well-formed cursor far in the past or the future is a position like any other.
    const old = await gw.client().call(api.appcms_msrv.article_list, { cursor: "1_1" });
    expect(old.list).toEqual([]);
    const future = await gw.client().call(api.appcms_msrv.article_list, { cursor: `${"9".repeat(16)}_2147483647` });
    expect(future.list.length).toBeGreaterThan(0);
  });
});
