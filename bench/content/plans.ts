// The plans of the statements the benchmarked actions run, taken from the gateway's own code,
// with a check that none reads the articles table sequentially.
import type pg from "pg";
import { DETAIL_SQL, listSql, MARKS_SQL } from "../../apps/gateway/src/services/cms/articles.js";
import { searchPageSql } from "../../apps/gateway/src/services/cms/search.js";

export interface PlanCheck {
  name: string;
  plan: string;
  seqScan: boolean;
}

async function explain(db: pg.Client, name: string, sql: string, params: unknown[]): Promise<PlanCheck> {
  const rows = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
  const plan = rows.rows.map((row) => row["QUERY PLAN"]).join("\n");
  return { name, plan, seqScan: /Seq Scan on articles\b/.test(plan) };
}

export async function explainAll(db: pg.Client, detailId: number, keyword: string, typo: string): Promise<PlanCheck[]> {
  const page1 = listSql({}, 1, 10);
  const page500 = listSql({}, 500, 10);
  const videos500 = listSql({ article_type: 2 }, 500, 10);
  const search = searchPageSql(keyword, undefined, 1, 10);
  const fuzzy = searchPageSql(typo, undefined, 1, 10, true);
  return [
    await explain(db, "article_list page 1", page1.sql, page1.params),
    await explain(db, "article_list page 500", page500.sql, page500.params),
    await explain(db, "article_list videos page 500", videos500.sql, videos500.params),
    await explain(db, "article_detail", DETAIL_SQL, [detailId]),
    await explain(db, "article_detail, a signed-in viewer's marks", MARKS_SQL, [detailId, 1, 2]),
    await explain(db, `article_search "${keyword}"`, search.sql, search.params),
    await explain(db, `article_search "${typo}" (no word matches: trigram fallback)`, fuzzy.sql, fuzzy.params),
  ];
}
