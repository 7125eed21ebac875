/**
 * Review queues of items stored as articles: articles and videos here, wiki entries in the wiki
 * area (`services/wiki/review-calls.ts`), each described by an `ArticleQueue`.
 */
import { api, Code, GatewayError, type ReviewArticle, type ReviewArticleDetail, type ReviewKind } from "@icms/protocol";
import type { Kysely, SelectQueryBuilder } from "kysely";
import type { CallContext } from "../../../context.js";
import { handle } from "../../../context.js";
import type { DB } from "../../../db/schema.js";
import { articleDetailQuery, articleSummaries, toSummary } from "../../../shared/article-rows.js";
import { decide } from "./decide.js";
import { requireIndexedMember } from "./membership.js";
import { quorumOf, tallies } from "./tally.js";
import { openVotes } from "./votes.js";
import { onePage, paged } from "../../../db/paging.js";

type Paging = { page: number; page_size: number; article_type?: number };

/** The text an online item is reviewed with while an edit of it waits. */
interface PendingText {
  title: string;
  abstract: string;
  content: string;
  cover_url: string;
  tags: string[];
}

/** A review queue of articles: its kind and article types, and what besides `audit` waits in it. */
export interface ArticleQueue {
  kind: ReviewKind;
  types: readonly number[];
  /** Online items that also wait (a wiki entry with a pending edit), as a subquery of article ids. */
  onlineWaiting?(db: Kysely<DB>): SelectQueryBuilder<DB, keyof DB, { article_id: number }>;
  /** The pending text an online item of `onlineWaiting` is reviewed with. */
  pendingText?(db: Kysely<DB>, id: number): Promise<PendingText | undefined>;
}

/** Items of the queue waiting in review, oldest first (the queue order), each with its tally. */
export async function waitingArticles(ctx: CallContext<"required">, queue: ArticleQueue, params: Paging) {
  const { kind, types, onlineWaiting } = queue;
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const wanted = params.article_type === undefined ? [...types] : [params.article_type];
  const db = ctx.db.kysely;
  const waiting = db
    .selectFrom("articles as a")
    .where((eb) =>
      onlineWaiting
        ? eb.or([eb("a.status", "=", "audit"), eb("a.status", "=", "online").and("a.id", "in", onlineWaiting(db))])
        : eb("a.status", "=", "audit"),
    )
    .where("a.article_type", "in", wanted);
  const rows = await articleSummaries(ctx.db.kysely)
    .where("a.id", "in", waiting.select("a.id"))
    .orderBy("a.created_at")
    .orderBy("a.id")
    .$call(onePage(params))
    .execute();
  const total = await waiting.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const counts = await tallies(
    ctx.db,
    [kind],
    rows.map((row) => row.id),
    ctx.session.uid,
    quorum,
  );
  const list: ReviewArticle[] = rows.map((row) => {
    const review = counts.get(row.id) ?? { pass_count: 0, reject_count: 0, quorum, my_decision: null };
    return Object.assign(toSummary(row), { review });
  });
  return paged(list, Number(total?.n ?? 0), params);
}

/** One waiting item with its text and the open round's decisions; 3002 unless it waits. */
export async function waitingArticle(
  ctx: CallContext<"required">,
  queue: ArticleQueue,
  id: number,
): Promise<ReviewArticleDetail> {
  const { kind, types, pendingText } = queue;
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const row = await articleDetailQuery(ctx.db.kysely, id).executeTakeFirst();
  if (!row || !types.includes(row.article_type)) throw new GatewayError(Code.NotFound);
  // A pending edit of an online item is reviewed with its own text.
  const edit = pendingText && row.status === "online" ? await pendingText(ctx.db.kysely, id) : undefined;
  if (row.status !== "audit" && !edit) throw new GatewayError(Code.NotFound);
  if (edit)
    Object.assign(row, {
      title: edit.title,
      abstract: edit.abstract,
      content: edit.content,
      cover_url: edit.cover_url,
      tags: edit.tags,
    });
  const quorum = quorumOf(ctx.config.REVIEW_QUORUM);
  const review = (await tallies(ctx.db, [kind], [id], ctx.session.uid, quorum)).get(id);
  return Object.assign(toSummary(row), {
    review: review ?? { pass_count: 0, reject_count: 0, quorum, my_decision: null },
    content: row.content,
    votes: await openVotes(ctx.db, kind, id, ctx.lang),
  });
}

/** Articles and videos. */
const articles: ArticleQueue = { kind: "article", types: [1, 2] };

export const articleReviewHandlers = {
  dao_article_list: handle(api.daoclub_msrv.dao_article_list, (params, ctx) => waitingArticles(ctx, articles, params)),
  dao_article_detail: handle(api.daoclub_msrv.dao_article_detail, (params, ctx) =>
    waitingArticle(ctx, articles, params.article_id),
  ),
  dao_article_set_status: handle(api.daoclub_msrv.dao_article_set_status, (params, ctx) =>
    decide(ctx, Object.assign({ kind: "article" as const, item_id: params.article_id }, params)),
  ),
};
