import { api, Code, GatewayError, type TagInfo } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { handle } from "../../context.js";
import { followToggle } from "./follow.js";
import { onePage, paged } from "../../db/paging.js";

/**
 * Gives an article exactly these tags: unknown tags are created (names are unique ignoring
 * case), links to tags no longer named are dropped. Triggers keep the tags' counts.
 */
export async function setArticleTags(q: Queryable, articleId: number, names: string[]): Promise<void> {
  const keys = names.map((name) => name.toLowerCase());
  const named = sql<boolean>`lower(name) = ANY(${keys}::text[])`;
  if (names.length > 0) {
    await sql`INSERT INTO tags (name) SELECT unnest(${names}::text[]) ON CONFLICT ((lower(name))) DO NOTHING`.execute(
      q.kysely,
    );
  }
  await q.kysely
    .deleteFrom("article_tags")
    .where("article_id", "=", articleId)
    .where("tag_id", "not in", q.kysely.selectFrom("tags").select("id").where(named))
    .execute();
  if (names.length > 0) {
    await q.kysely
      .insertInto("article_tags")
      .columns(["article_id", "tag_id"])
      .expression(
        q.kysely
          .selectFrom("tags")
          .select([sql.lit(articleId).as("article_id"), "id"])
          .where(named),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

const toTag = (row: {
  id: number;
  name: string;
  article_count: number;
  follow_count: number;
  is_follow: boolean;
}): TagInfo => ({
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
    // Without a keyword, only tags in use; with one, every tag whose name starts with it.
    const listed = ctx.db.kysely
      .selectFrom("tags as t")
      .$if(prefix === null, (q) => q.where("t.article_count", ">", 0))
      .$if(prefix !== null, (q) => q.where(sql<string>`lower(t.name)`, "like", prefix as string));
    const viewer = ctx.session?.uid ?? 0;
    const rows = await listed
      .select((eb) => [
        "t.id",
        "t.name",
        "t.article_count",
        "t.follow_count",
        eb
          .exists(
            eb
              .selectFrom("tag_follows as f")
              .select("f.uid")
              .whereRef("f.tag_id", "=", "t.id")
              .where("f.uid", "=", viewer),
          )
          .$castTo<boolean>()
          .as("is_follow"),
      ])
      .orderBy("t.article_count", "desc")
      .orderBy("t.id")
      .$call(onePage(params))
      .execute();
    const total = await listed.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    return paged(rows.map(toTag), Number(total?.n ?? 0), params);
  }),

  tags_add_follow: handle(api.appcms_msrv.tags_add_follow, async (params, ctx) => {
    return ctx.db.tx(async (q) => {
      const tag = await q.kysely
        .selectFrom("tags")
        .select("id")
        .where("id", "=", params.tag_id)
        .forUpdate()
        .executeTakeFirst();
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
