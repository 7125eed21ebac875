import { api } from "@icms/protocol";
import { callGateway } from "../../app/gateway";
import { ReviewContentBody } from "../../review/ReviewContentBody";
import { articleDetail, articleListItem } from "../../review/review-items";
import type { WebReviewKind } from "../../review/review-kinds";

/** Wiki entries in the members' review: new entries, and edits of online ones; loaded by `area.tsx`. */
export const wikiReviewKind: WebReviewKind = {
  cards: [{ type: undefined, label: "dao.review.type.wiki", to: "article?article_type=3" }],
  list: async (page, pageSize) => {
    const paged = await callGateway(api.daoclub_msrv.dao_wiki_list, { page, page_size: pageSize });
    return { total: paged.total, list: paged.list.map(articleListItem) };
  },
  itemLabel: () => "dao.review.type.wiki",
  detail: async (id) => articleDetail(await callGateway(api.daoclub_msrv.dao_wiki_detail, { article_id: id })),
  decide: (id, signed) => callGateway(api.daoclub_msrv.dao_wiki_set_status, { article_id: id, ...signed }),
  Body: ReviewContentBody,
};
