import { api } from "@icms/protocol";
import { callGateway } from "../../../app/gateway";
import type { WebReviewKind } from "../../../review/review-kinds";

/** Projects in the members' review: reviewed on their own screen (`ReviewProjectPage`), counted on the review home. */
export const projectReviewKind: WebReviewKind = {
  cards: [{ type: undefined, label: "dao.review.type.project", to: "project" }],
  list: async (page, pageSize) => {
    const paged = await callGateway(api.daoclub_msrv.dao_project_list, { page, page_size: pageSize });
    return {
      total: paged.total,
      list: paged.list.map((item) => ({
        id: item.project_id,
        title: item.title,
        abstract: item.abstract,
        author: item.owner,
        created_at: item.updated_at,
        badge: 0,
        review: item.review,
      })),
    };
  },
};
