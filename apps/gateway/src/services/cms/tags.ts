import { api, Code, GatewayError, type TagInfo } from "@icms/protocol";
import { one, type Queryable } from "../../db/db.js";
import { handle } from "../../context.js";
import { followToggle } from "./follow.js";

/**
 * Gives an article exactly these tags: unknown tags are created (names are unique ignoring
 * case), links to tags no longer named are dropped. Triggers keep the tags' counts.
 */
export async function setArticleTags(q: Queryable, articleId: number, names: string[]): Promise<void> {
  const keys = names.map((name) => name.toLowerCase());
  if (names.length > 0) {
    await q.query("INSERT INTO tags (name) SELECT unnest($1::text[]) ON CONFLICT ((lower(name))) DO NOTHING", [names]);
  }
  await q.query(
    `DELETE FROM article_tags WHERE article_id = $1
       AND tag_id NOT IN (SELECT id FROM tags WHERE lower(name) = ANY($2::text[]))`,
    [articleId, keys],
  );
  if (names.length > 0) {
    await q.query(
      `INSERT INTO article_tags (article_id, tag_id)
       SELECT $1, id FROM tags WHERE lower(name) = ANY($2::text[]) ON CONFLICT DO NOTHING`,
      [articleId, keys],
    );
  }
}

interface TagRow {
  id: number;
  name: string;
  article_count: number;
  follow_count: number;
  is_follow: boolean;
}

const toTag = (row: TagRow): TagInfo => ({
  tag_id: row.id,
  name: row.name,
  article_count: row.article_count,
  follow_count: row.follow_count,
  is_follow: row.is_follow,
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const tagHandlers = {
  tags_list: handle(api.appcms_msrv.tags_list, async (params, ctx) => {
    const prefix = params.keyword ? `${escapeLike(params.keyword.toLowerCase())}%` : null;
    const where = "($1::text IS NULL OR lower(t.name) LIKE $1)";
    const rows = await ctx.db.query<TagRow>(
      `SELECT t.id, t.name, t.article_count, t.follow_count,
         EXISTS (SELECT 1 FROM tag_follows f WHERE f.tag_id = t.id AND f.uid = $2) AS is_follow
       FROM tags t WHERE ${where} AND (t.article_count > 0 OR $1::text IS NOT NULL)
       ORDER BY t.article_count DESC, t.id LIMIT $3 OFFSET $4`,
      [prefix, ctx.session?.uid ?? 0, params.page_size, (params.page - 1) * params.page_size],
    );
    const total = await one<{ n: number }>(
      ctx.db,
      `SELECT count(*)::int AS n FROM tags t WHERE ${where} AND (t.article_count > 0 OR $1::text IS NOT NULL)`,
      [prefix],
    );
    return { list: rows.map(toTag), total: total?.n ?? 0, page: params.page, page_size: params.page_size };
  }),

  tags_add_follow: handle(api.appcms_msrv.tags_add_follow, async (params, ctx) => {
    return ctx.db.tx(async (q) => {
      const tag = await one(q, "SELECT id FROM tags WHERE id = $1 FOR UPDATE", [params.tag_id]);
      if (!tag) throw new GatewayError(Code.NotFound);
      return followToggle(q, {
        table: "tag_follows",
        column: "tag_id",
        counter: "tags",
        id: params.tag_id,
        uid: ctx.session.uid,
        codes: [Code.Followed, Code.Unfollowed],
      });
    });
  }),
};
