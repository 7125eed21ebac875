import { api } from "@icms/protocol";
import { callGateway } from "../../../app/gateway";
import type { WebReviewKind } from "../../../review/review-kinds";

/** Courses in the members' review: reviewed on their own screen (`ReviewCoursePage`), counted on the review home. */
export const courseReviewKind: WebReviewKind = {
  cards: [{ type: undefined, label: "dao.review.type.course", to: "course" }],
  list: async (page, pageSize) => {
    const paged = await callGateway(api.daoclub_msrv.dao_course_list, { page, page_size: pageSize });
    return {
      total: paged.total,
      list: paged.list.map((item) => ({
        id: item.course_id,
        title: item.name,
        abstract: item.abstract,
        author: item.author,
        created_at: item.updated_at,
        badge: 0,
        review: item.review,
      })),
    };
  },
};
