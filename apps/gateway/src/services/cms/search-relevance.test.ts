import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { api } from "@icms/protocol";
import { cjkBigrams } from "../../shared/search-terms.js";
import { searchQueries } from "./search.js";
import { correctedKeyword } from "./search-typos.js";
import { startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { CORPUS } from "../../../test/search-relevance/corpus.js";
import { QUERIES } from "../../../test/search-relevance/queries.js";

const DAY_MS = 86_400_000;
let gw: TestGateway;
const keyOf = new Map<number, string>();

beforeAll(async () => {
  gw = await startContentGateway();
  const db = gw.db.kysely;
  const { uid } = await db
    .insertInto("users")
    .values({ wallet_addr: `0x${"7".repeat(40)}`, nickname: "relevance" })
    .returning("uid")
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (const item of CORPUS) {
    const at = new Date(now - item.age * DAY_MS);
    const text = item.body.replace(/<[^>]+>/g, "");
    const { id } = await db
      .insertInto("articles")
      .values({
        article_type: 1,
        lang: item.lang,
        author_uid: uid,
        title: item.title,
        abstract: item.abstract,
        content: item.body,
        status: "online",
        passed_at: at,
        published_at: at,
        created_at: at,
        updated_at: at,
        search_tsv: sql<string>`cms_search_vector(${item.lang}, ${item.title}, ${item.abstract}, ${text},
          ${cjkBigrams(item.title)}, ${cjkBigrams(`${item.abstract} ${text}`)})`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    keyOf.set(id, item.key);
  }
});
afterAll(() => gw.close());

describe("search relevance", () => {
  it.each(QUERIES)("$keyword: $expect within the first $top", async ({ keyword, expect: wanted, top }) => {
    const hits = await gw.client().call(api.appcms_msrv.article_search, { keyword, page_size: 10 });
    const found = hits.list.slice(0, top).map((hit) => keyOf.get(hit.article_id));
    for (const key of wanted) expect(found, `first ${top} of "${keyword}"`).toContain(key);
  });
});

describe("search relevance with few candidates", () => {
  // The corpus is small enough for every match to be a candidate; here each arm takes ten, as a
  // common keyword among a million articles leaves a few hundred of its many matches.
  const limits = { title: 10, any: 10 };
  it.each(QUERIES)("$keyword: $expect within the first $top", async ({ keyword, expect: wanted, top }) => {
    const run = async (text: string) =>
      (await searchQueries(text, undefined, 1, 10, limits).page.execute(gw.db.kysely)).rows;
    let rows = await run(keyword);
    if (rows.length === 0) rows = await run((await correctedKeyword(gw.db, keyword)) ?? keyword);
    const found = rows.slice(0, top).map((row) => keyOf.get(row.id));
    for (const key of wanted) expect(found, `first ${top} of "${keyword}"`).toContain(key);
  });
});
