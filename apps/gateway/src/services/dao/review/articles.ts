import { api, Code, GatewayError, type ReviewArticle, type ReviewArticleDetail, type ReviewKind } from "@icms/protocol";
import type { CallContext } from "../../../context.js";
import { handle } from "../../../context.js";
import { articleDetailQuery, articleSummaries, toSummary } from "../../../shared/article-rows.js";
import { pendingEdits, pendingHead } from "../../wiki/review.js";
import { decide } from "./decide.js";
import { requireIndexedMember } from "./membership.js";
import { quorumOf, tallies } from "./tally.js";
import { openVotes } from "./votes.js";
import { onePage, paged } from "../../../db/paging.js";

type Paging = { page: number; page_size: number; article_type?: number };

/** Items of `types` waiting in review, oldest first (the queue order), each with its tally. */
async function waitingArticles(ctx: CallContext<"required">, kind: ReviewKind, types: number[], params: Paging) {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const wanted = params.article_type === undefined ? types : [params.article_type];
  const db = ctx.db.kysely;
  // Wiki entries also wait while an edit of them does (services/wiki/review.ts).
  const waiting = db
    .selectFrom("articles as a")
    .where((eb) =>
      kind === "wiki"
        ? eb.or([eb("a.status", "=", "audit"), eb("a.status", "=", "online").and("a.id", "in", pendingEdits(db))])
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
async function waitingArticle(
  ctx: CallContext<"required">,
  kind: ReviewKind,
  types: number[],
  id: number,
): Promise<ReviewArticleDetail> {
  await requireIndexedMember(ctx.db, ctx.session.wallet);
  const row = await articleDetailQuery(ctx.db.kysely, id).executeTakeFirst();
  if (!row || !types.includes(row.article_type)) throw new GatewayError(Code.NotFound);
  // A pending edit of an online wiki entry is reviewed with its own text.
  const edit = kind === "wiki" && row.status === "online" ? await pendingHead(ctx.db.kysely, id) : undefined;
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

const ARTICLE_TYPES = [1, 2];
const WIKI_TYPES = [3];

export const articleReviewHandlers = {
  dao_article_list: handle(api.daoclub_msrv.dao_article_list, (params, ctx) =>
    waitingArticles(ctx, "article", ARTICLE_TYPES, params),
  ),
  dao_article_detail: handle(api.daoclub_msrv.dao_article_detail, (params, ctx) =>
    waitingArticle(ctx, "article", ARTICLE_TYPES, params.article_id),
  ),
  dao_article_set_status: handle(api.daoclub_msrv.dao_article_set_status, (params, ctx) =>
    decide(ctx, Object.assign({ kind: "article" as const, item_id: params.article_id }, params)),
  ),
  dao_wiki_list: handle(api.daoclub_msrv.dao_wiki_list, (params, ctx) =>
    waitingArticles(ctx, "wiki", WIKI_TYPES, params),
  ),
  dao_wiki_detail: handle(api.daoclub_msrv.dao_wiki_detail, (params, ctx) =>
    waitingArticle(ctx, "wiki", WIKI_TYPES, params.article_id),
  ),
  dao_wiki_set_status: handle(api.daoclub_msrv.dao_wiki_set_status, (params, ctx) =>
    decide(ctx, Object.assign({ kind: "wiki" as const, item_id: params.article_id }, params)),
  ),
};
