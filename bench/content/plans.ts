// The plans of the statements the benchmarked actions run, taken from the gateway's own code,
// with a check that none reads the articles or news table sequentially.
import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import type pg from "pg";
import type { DB } from "../../apps/gateway/src/db/schema.js";
import { articleDetailQuery } from "../../apps/gateway/src/shared/article-rows.js";
import { listQueries, marksQuery } from "../../apps/gateway/src/services/cms/articles.js";
import { searchQueries } from "../../apps/gateway/src/services/cms/search.js";
import { correctionsQuery } from "../../apps/gateway/src/services/cms/search-typos.js";
import { newsListQueries } from "../../apps/gateway/src/services/news/news.js";
import { newsSearchQuery } from "../../apps/gateway/src/services/news/news-search.js";
import { parseCursor } from "../../apps/gateway/src/db/paging.js";
import { wikiDetailQuery } from "../../apps/gateway/src/services/wiki/detail.js";
import { wikiListQueries } from "../../apps/gateway/src/services/wiki/entries.js";
import { timelineQuery } from "../../apps/gateway/src/services/wiki/history.js";

export interface PlanCheck {
  name: string;
  plan: string;
  seqScan: boolean;
}

/** Builds the gateway's statements without a connection: only their text and parameters are needed. */
const builder = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

async function explain(db: pg.Client, name: string, query: CompiledQuery): Promise<PlanCheck> {
  const rows = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.sql}`, [
    ...query.parameters,
  ]);
  const plan = rows.rows.map((row) => row["QUERY PLAN"]).join("\n");
  return { name, plan, seqScan: /Seq Scan on (articles|news)\b/.test(plan) };
}

export async function explainAll(
  db: pg.Client,
  detailId: number,
  keyword: string,
  typo: string,
  wiki: { wikiId: number; deepCursor: string },
): Promise<PlanCheck[]> {
  const wikiList = { page: 1, page_size: 10, order: "recent" as const };
  return [
    await explain(db, "article_list page 1", listQueries({}, 1, 10).page.compile(builder)),
    await explain(db, "article_list page 500", listQueries({}, 500, 10).page.compile(builder)),
    await explain(
      db,
      "article_list page 500 by cursor",
      listQueries({}, 500, 10, parseCursor(wiki.deepCursor)).page.compile(builder),
    ),
    await explain(db, "wiki_list category 3", wikiListQueries(builder, { ...wikiList, category_id: 3 }).page.compile()),
    await explain(db, "wiki_list, every category", wikiListQueries(builder, wikiList).page.compile()),
    await explain(db, "wiki_detail", wikiDetailQuery(builder, wiki.wikiId, "en").compile()),
    await explain(
      db,
      "wiki_history_timeline",
      timelineQuery(builder, { article_id: wiki.wikiId, page: 1, page_size: 20 }).compile(),
    ),
    await explain(db, "article_list videos page 500", listQueries({ article_type: 2 }, 500, 10).page.compile(builder)),
    await explain(db, "article_detail", articleDetailQuery(builder, detailId).compile()),
    await explain(db, "article_detail, a signed-in viewer's marks", marksQuery(detailId, 1, 2).compile(builder)),
    await explain(db, `article_search "${keyword}"`, searchQueries(keyword, undefined, 1, 10).page.compile(builder)),
    await explain(
      db,
      `article_search "${typo}" (no word matches: the closest title words)`,
      correctionsQuery(typo.split(" ")).compile(builder),
    ),
    await explain(db, "information_list news page 1", newsListQueries(builder, { kind: 1 }, 1, 10).page.compile()),
    await explain(
      db,
      "information_list flash news page 500",
      newsListQueries(builder, { kind: 2 }, 500, 10).page.compile(),
    ),
    await explain(db, "information_list total", newsListQueries(builder, { kind: 1 }, 1, 10).total.compile()),
    await explain(
      db,
      `information_search "${keyword}"`,
      newsSearchQuery(keyword, undefined, 1, 10, false).compile(builder),
    ),
    await explain(
      db,
      `information_search "${typo}" (trigram fallback)`,
      newsSearchQuery(typo, undefined, 1, 10, true).compile(builder),
    ),
  ];
}
