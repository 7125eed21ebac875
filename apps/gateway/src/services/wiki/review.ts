/**
 * The wiki's part in the member review (docs/wiki.md): a new entry waits in `audit` like any
 * article; an edit of an online entry waits as a pending revision while the page keeps the
 * approved one. The review of a wiki item settles the entry's pending revisions. The wiki's
 * review kind (`wikiReviewKind`) is registered by the wiki area.
 */
import { Code, type ContentLang, type ContentStatus, GatewayError } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import type { DB } from "../../db/schema.js";
import { ARTICLES } from "../../shared/content-ops.js";
import { lockContent, settleContent, setArticleTags } from "../cms/public.js";
import { defineReviewKind } from "../dao/public.js";
import { shownColumns } from "./form.js";
import { revisionRows, toRevision } from "./rows.js";

/** Online entries whose newest revision waits for review, as a subquery of article ids. */
export function pendingEdits(db: Kysely<DB>) {
  return db
    .selectFrom("wiki_entries")
    .select("article_id")
    .where(sql<boolean>`head_revision_id <> approved_revision_id`);
}

/** The pending newest revision of an online entry, if it has one. */
export async function pendingHead(db: Kysely<DB>, articleId: number) {
  const row = await revisionRows(db)
    .innerJoin("wiki_entries as e", "e.head_revision_id", "r.id")
    .innerJoin("articles as a", "a.id", "e.article_id")
    .where("e.article_id", "=", articleId)
    .where("a.status", "=", "online")
    .where("r.state", "=", "pending")
    .executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

/**
 * Settles an entry's review round (in the decision's transaction). Passed: the newest revision
 * becomes the shown one and every pending revision is approved. Refused: the pending revisions
 * are refused; an online entry goes back to its approved revision as the head, so the next
 * edit builds on what the page shows. The article's status is the caller's business.
 */
async function settleWikiReview(q: Queryable, articleId: number, was: ContentStatus, passed: boolean): Promise<void> {
  const entry = await q.kysely
    .selectFrom("wiki_entries as e")
    .innerJoin("articles as a", "a.id", "e.article_id")
    .innerJoin("wiki_revisions as h", "h.id", "e.head_revision_id")
    .select([
      "e.head_revision_id",
      "a.lang",
      "h.title",
      "h.abstract",
      "h.content",
      "h.cover_url",
      "h.tags",
      "h.category_id",
    ])
    .where("e.article_id", "=", articleId)
    .executeTakeFirst();
  if (!entry) return;
  await q.kysely
    .updateTable("wiki_revisions")
    .set({ state: passed ? "approved" : "refused" })
    .where("article_id", "=", articleId)
    .where("state", "=", "pending")
    .execute();
  if (passed) {
    await q.kysely
      .updateTable("articles")
      .set({ ...shownColumns(entry.lang as ContentLang, entry), updated_at: sql<Date>`now()` })
      .where("id", "=", articleId)
      .execute();
    await setArticleTags(q, articleId, entry.tags);
    await q.kysely
      .updateTable("wiki_entries")
      .set({
        approved_revision_id: entry.head_revision_id,
        category_id: entry.category_id,
        updated_at: sql<Date>`now()`,
      })
      .where("article_id", "=", articleId)
      .execute();
  } else if (was === "online") {
    await q.kysely
      .updateTable("wiki_entries")
      .set({ head_revision_id: sql<number>`approved_revision_id` })
      .where("article_id", "=", articleId)
      .execute();
  }
}

/**
 * Wiki entries (articles of type 3) in the member review: a new entry waits in `audit`, an online
 * one while an edit of it does. A reviewed edit leaves the entry online either way.
 */
export const wikiReviewKind = defineReviewKind({
  name: "wiki",
  async lock(q, id) {
    const item = await lockContent(q, ARTICLES, [3], id);
    const waits = item.status === "audit" || (await pendingHead(q.kysely, id)) !== undefined;
    if (!waits) throw new GatewayError(Code.NotFound);
    return item;
  },
  async settle(q, id, item, passed) {
    if (item.status === "audit") await settleContent(q, ARTICLES, id, item, passed);
    await settleWikiReview(q, id, item.status, passed);
  },
  async describe(q, id) {
    const entry = await q.kysely.selectFrom("articles").select("title").where("id", "=", id).executeTakeFirstOrThrow();
    return { title: entry.title, url: `/appcms/compass_wiki_detail?article_id=${id}` };
  },
  settled: (app, id) => app.cmsCache.changed(id),
});
