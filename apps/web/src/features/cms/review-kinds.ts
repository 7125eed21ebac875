import { api } from "@icms/protocol";
import { callGateway } from "../../app/gateway";
import { ReviewContentBody } from "../../review/ReviewContentBody";
import { articleDetail, articleListItem } from "../../review/review-items";
import type { WebReviewKind } from "../../review/review-kinds";

/** Articles and videos in the members' review (the wiki declares its entries itself); loaded by `area.tsx`. */
export const articleReviewKind: WebReviewKind = {
  cards: [
    { type: 1, label: "dao.review.type.article", to: "article?article_type=1" },
    { type: 2, label: "dao.review.type.video", to: "article?article_type=2" },
  ],
  list: async (page, pageSize, type) => {
    const paged = await callGateway(api.daoclub_msrv.dao_article_list, {
      page,
      page_size: pageSize,
      article_type: type as 1 | 2 | undefined,
    });
    return { total: paged.total, list: paged.list.map(articleListItem) };
  },
  itemLabel: (badge) => (badge === 2 ? "dao.review.type.video" : "dao.review.type.article"),
  detail: async (id) => articleDetail(await callGateway(api.daoclub_msrv.dao_article_detail, { article_id: id })),
  decide: (id, signed) => callGateway(api.daoclub_msrv.dao_article_set_status, { article_id: id, ...signed }),
  Body: ReviewContentBody,
};

/** Specials and channels in the members' review. */
export const specialReviewKind: WebReviewKind = {
  cards: [{ type: undefined, label: "dao.review.type.specials", to: "special" }],
  list: async (page, pageSize, type) => {
    const paged = await callGateway(api.daoclub_msrv.dao_special_list, {
      page,
      page_size: pageSize,
      special_type: type,
    });
    return {
      total: paged.total,
      list: paged.list.map((item) => ({
        id: item.special_id,
        title: item.name,
        abstract: item.abstract,
        author: item.owner,
        created_at: item.created_at,
        badge: item.special_type,
        review: item.review,
      })),
    };
  },
  itemLabel: (badge) => (badge === 2 ? "dao.review.type.channel" : "dao.review.type.special"),
  detail: async (id) => {
    const special = await callGateway(api.daoclub_msrv.dao_special_detail, { special_id: id });
    return {
      title: special.name,
      abstract: special.abstract,
      content: "",
      cover_url: special.cover_url,
      review: special.review,
      votes: special.votes,
    };
  },
  decide: (id, signed) => callGateway(api.daoclub_msrv.dao_special_set_status, { special_id: id, ...signed }),
  Body: ReviewContentBody,
};
