/** `course_cate_list` and `get_cointype_list`. */
import { readFileSync } from "node:fs";
import { parseAddresses } from "@icms/contracts";
import { api, COURSE_COINS, type CourseCategory, type CourseCoinType, toUiLang } from "@icms/protocol";
import { sql } from "kysely";
import type { Config } from "../../config.js";
import { handle } from "../../context.js";
import { CATEGORY_NAME } from "./rows.js";

/** The coins with their token addresses from the deployment file; null addresses without one. */
export function coinTypes(config: Pick<Config, "CONTRACTS_FILE">): CourseCoinType[] {
  let contracts: Partial<Record<string, string>> = {};
  if (config.CONTRACTS_FILE) {
    try {
      contracts = parseAddresses(JSON.parse(readFileSync(config.CONTRACTS_FILE, "utf8"))).contracts;
    } catch {
      // An unreadable file is no deployment, as for the sale (the indexer reports it).
      contracts = {};
    }
  }
  return COURSE_COINS.map((coin) => ({ coin, symbol: coin, decimals: 18, token_address: contracts[coin] ?? null }));
}

export const catalogueHandlers = {
  course_cate_list: handle(api.appedu_msrv.course_cate_list, async (_params, ctx): Promise<CourseCategory[]> => {
    const rows = await ctx.db.kysely
      .selectFrom("course_categories as cc")
      .select([
        "cc.id",
        "cc.slug",
        `${CATEGORY_NAME[toUiLang(ctx.lang)]} as name`,
        sql<number>`(SELECT count(*)::int FROM courses c WHERE c.cate_id = cc.id AND c.status = 'online')`.as("n"),
      ])
      .orderBy("cc.sort")
      .orderBy("cc.id")
      .execute();
    return rows.map((row) => ({ cate_id: row.id, slug: row.slug, name: row.name, course_count: Number(row.n) }));
  }),
  get_cointype_list: handle(api.appedu_msrv.get_cointype_list, async (_params, ctx) => ctx.courseCoins),
};
