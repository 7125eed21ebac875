import { type ActionParams, api, Code, GatewayError, type WikiSaveResult } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkTitleFree } from "../cms/public.js";
import { submitted } from "../../shared/content-ops.js";
import { setArticleTags } from "../cms/public.js";
import { commitId, type RevisionContent } from "./commit.js";
import { type LockedEntry, lockEntry } from "./entry-lock.js";
import { prepareEntry, shownColumns } from "./form.js";
import { revisionRows } from "./rows.js";
import { noticeReviewWaiting } from "../dao/public.js";

const WIKI = 3;

/** A unique-index race lost to a concurrent save of the same title answers 801110. */
function sameTitleOnConflict(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505" && `${e.constraint ?? e.message}`.includes("articles_author_title_key")) {
    throw new GatewayError(Code.SameTitle);
  }
  throw error;
}

interface NewRevision {
  content: RevisionContent;
  reason: string;
  restored_from?: number;
}

/** Writes the revision row; answers its id and commit id. */
async function insertRevision(
  ctx: CallContext<"required">,
  q: Queryable,
  articleId: number,
  parent: { id: number; commit_id: string; sequence: number } | null,
  state: "pending" | "approved",
  rev: NewRevision,
): Promise<{ id: number; commit_id: string }> {
  const editor_wallet = ctx.session.wallet.toLowerCase();
  const commit_id = commitId(
    {
      article_id: articleId,
      sequence: (parent?.sequence ?? 0) + 1,
      parent_commit_id: parent?.commit_id ?? null,
      editor_wallet,
      reason: rev.reason,
    },
    rev.content,
  );
  const { id } = await q.kysely
    .insertInto("wiki_revisions")
    .values({
      article_id: articleId,
      commit_id,
      parent_id: parent?.id ?? null,
      restored_from: rev.restored_from ?? null,
      editor_uid: ctx.session.uid,
      editor_wallet,
      reason: rev.reason,
      state,
      ...rev.content,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, commit_id };
}

type AddForm = ActionParams<typeof api.appcms_msrv.wiki_add_save>;

/** A new entry: an article of type 3 reviewed like any (online at once without a quorum). */
async function addEntry(ctx: CallContext<"required">, form: AddForm): Promise<WikiSaveResult> {
  const uid = ctx.session.uid;
  const result = await ctx.db
    .tx(async (q) => {
      const v = await prepareEntry(ctx, q, form);
      await checkTitleFree(q, uid, WIKI, v.title);
      const state = submitted(ctx.config.REVIEW_QUORUM);
      const lang = form.lang ?? (ctx.lang === "zh-cn" ? "zh" : ctx.lang);
      const { id } = await q.kysely
        .insertInto("articles")
        .values({
          ...shownColumns(lang, v),
          article_type: WIKI,
          is_howto: form.is_howto === 1,
          lang,
          author_uid: uid,
          status: state.status,
          passed_at: state.passed ? sql<Date>`now()` : null,
          published_at: state.status === "online" ? sql<Date>`now()` : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await setArticleTags(q, id, v.tags);
      const revState = state.status === "online" ? "approved" : "pending";
      const rev = await insertRevision(ctx, q, id, null, revState, { content: v, reason: form.reason });
      await q.kysely
        .insertInto("wiki_entries")
        .values({
          article_id: id,
          category_id: v.category_id,
          head_revision_id: rev.id,
          approved_revision_id: revState === "approved" ? rev.id : null,
          revision_count: 1,
        })
        .execute();
      if (revState === "pending") await noticeReviewWaiting(ctx, q, { kind: "wiki", item_id: id, owner: uid });
      return { article_id: id, commit_id: rev.commit_id, state: revState } as const;
    })
    .catch(sameTitleOnConflict);
  await ctx.cmsCache.changed(result.article_id);
  return result;
}

/**
 * Saves a revision on top of the entry's newest one (801171 when `base` is not it; nothing is
 * written then). An edit of an online entry waits for review as a pending revision while the
 * page keeps the approved one; without a quorum it is approved at once. An entry that is not
 * online is its author's, and is submitted again like an article.
 */
async function commitEdit(
  ctx: CallContext<"required">,
  q: Queryable,
  entry: LockedEntry,
  base: string,
  rev: NewRevision,
): Promise<WikiSaveResult> {
  if (entry.head_commit_id !== base) throw new GatewayError(Code.WikiStaleRevision);
  await checkTitleFree(q, entry.author_uid, WIKI, rev.content.title, entry.article_id);
  const quorum = ctx.config.REVIEW_QUORUM;
  let status = entry.status;
  if (entry.status !== "online") {
    status = quorum === 0 && entry.status === "offline" ? "offline" : submitted(quorum).status;
  }
  const approved = quorum === 0;
  // Pending edits of an online entry leave the page as it is; anything else shows the edit.
  const shown = approved || entry.status !== "online";
  const parent = { id: entry.head_revision_id, commit_id: entry.head_commit_id, sequence: entry.revision_count };
  const saved = await insertRevision(ctx, q, entry.article_id, parent, approved ? "approved" : "pending", rev);
  if (shown) {
    await q.kysely
      .updateTable("articles")
      .set({
        ...shownColumns(entry.lang, rev.content),
        status,
        passed_at: approved ? sql<Date>`coalesce(passed_at, now())` : sql<Date>`passed_at`,
        published_at: status === "online" ? sql<Date>`coalesce(published_at, now())` : sql<Date>`published_at`,
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", entry.article_id)
      .execute();
    await setArticleTags(q, entry.article_id, rev.content.tags);
  }
  await q.kysely
    .updateTable("wiki_entries")
    .set({
      head_revision_id: saved.id,
      approved_revision_id: approved ? saved.id : sql<number>`approved_revision_id`,
      category_id: shown ? rev.content.category_id : entry.category_id,
      revision_count: entry.revision_count + 1,
      updated_at: sql<Date>`now()`,
    })
    .where("article_id", "=", entry.article_id)
    .execute();
  if (!approved) {
    await noticeReviewWaiting(ctx, q, { kind: "wiki", item_id: entry.article_id, owner: ctx.session.uid });
  }
  return { article_id: entry.article_id, commit_id: saved.commit_id, state: approved ? "approved" : "pending" };
}

type EditForm = ActionParams<typeof api.appcms_msrv.wiki_edit_save>;

async function editEntry(ctx: CallContext<"required">, form: EditForm): Promise<WikiSaveResult> {
  const result = await ctx.db
    .tx(async (q) => {
      const entry = await lockEntry(q, form.article_id, ctx.session.uid);
      const content = await prepareEntry(ctx, q, form);
      return commitEdit(ctx, q, entry, form.base_commit_id, { content, reason: form.reason });
    })
    .catch(sameTitleOnConflict);
  await ctx.cmsCache.changed(result.article_id);
  return result;
}

type RestoreForm = ActionParams<typeof api.appcms_msrv.wiki_revision_restore>;

/** An old revision's content saved again as the newest revision, with its own reason. */
async function restoreRevision(ctx: CallContext<"required">, form: RestoreForm): Promise<WikiSaveResult> {
  const result = await ctx.db
    .tx(async (q) => {
      const entry = await lockEntry(q, form.article_id, ctx.session.uid);
      const old = await revisionRows(q.kysely)
        .where("r.article_id", "=", form.article_id)
        .where("r.commit_id", "=", form.commit_id)
        .executeTakeFirst();
      if (!old) throw new GatewayError(Code.NotFound);
      const content: RevisionContent = {
        title: old.title,
        abstract: old.abstract,
        content: old.content,
        cover_url: old.cover_url,
        tags: old.tags,
        category_id: old.category_id,
      };
      return commitEdit(ctx, q, entry, form.base_commit_id, { content, reason: form.reason, restored_from: old.id });
    })
    .catch(sameTitleOnConflict);
  await ctx.cmsCache.changed(result.article_id);
  return result;
}

export const saveHandlers = {
  wiki_add_save: handle(api.appcms_msrv.wiki_add_save, (params, ctx) => addEntry(ctx, params)),
  wiki_edit_save: handle(api.appcms_msrv.wiki_edit_save, (params, ctx) => editEntry(ctx, params)),
  wiki_revision_restore: handle(api.appcms_msrv.wiki_revision_restore, (params, ctx) => restoreRevision(ctx, params)),
};
