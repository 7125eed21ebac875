/**
 * The wiki's calls in the member review (`daoclub_msrv`'s `dao_wiki_*`): entries wait like
 * articles, and online ones also while an edit of them does, reviewed with the edit's text.
 */
import { api } from "@icms/protocol";
import { handle } from "../../context.js";
import { type ArticleQueue, decide, waitingArticle, waitingArticles } from "../dao/public.js";
import { pendingEdits, pendingHead } from "./review.js";

const wikiQueue: ArticleQueue = { kind: "wiki", types: [3], onlineWaiting: pendingEdits, pendingText: pendingHead };

export const wikiReviewHandlers = {
  dao_wiki_list: handle(api.daoclub_msrv.dao_wiki_list, (params, ctx) => waitingArticles(ctx, wikiQueue, params)),
  dao_wiki_detail: handle(api.daoclub_msrv.dao_wiki_detail, (params, ctx) =>
    waitingArticle(ctx, wikiQueue, params.article_id),
  ),
  dao_wiki_set_status: handle(api.daoclub_msrv.dao_wiki_set_status, (params, ctx) =>
    decide(ctx, Object.assign({ kind: "wiki" as const, item_id: params.article_id }, params)),
  ),
};
