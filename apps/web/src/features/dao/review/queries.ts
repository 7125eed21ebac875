import { api, type ReviewKind, type ReviewTally, type ReviewVote } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../../app/gateway";
import type { SignedReviewDecision } from "../../../review/ReviewDecisionForm";
import { daoKeys } from "../../../wallet/membership";

export const REVIEW_PAGE_SIZE = 10;

/** Query keys of the review screens; invalidate through `reviewKeys.all` after a decision. */
const reviewKeys = {
  all: [...daoKeys.all, "review"] as const,
  list: (kind: ReviewKind, type: number | undefined, page: number) =>
    [...reviewKeys.all, "list", kind, type ?? 0, page] as const,
  detail: (kind: ReviewKind, id: number) => [...reviewKeys.all, "detail", kind, id] as const,
};

/**
 * A page of items waiting in review: articles and videos, wiki entries, specials and channels,
 * courses or projects (the last two have their own screens; the review home counts them here).
 */
export function useReviewList(kind: ReviewKind, type: number | undefined, page: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.list(kind, type, page),
    queryFn: async () => {
      const paging = { page, page_size: REVIEW_PAGE_SIZE };
      if (kind === "course") {
        const courses = await callGateway(api.daoclub_msrv.dao_course_list, paging);
        return {
          total: courses.total,
          list: courses.list.map((item) => ({
            id: item.course_id,
            title: item.name,
            abstract: item.abstract,
            author: item.author,
            created_at: item.updated_at,
            badge: 0,
            review: item.review,
          })),
        };
      }
      if (kind === "project") {
        const projects = await callGateway(api.daoclub_msrv.dao_project_list, paging);
        return {
          total: projects.total,
          list: projects.list.map((item) => ({
            id: item.project_id,
            title: item.title,
            abstract: item.abstract,
            author: item.owner,
            created_at: item.updated_at,
            badge: 0,
            review: item.review,
          })),
        };
      }
      if (kind === "special") {
        const specials = await callGateway(api.daoclub_msrv.dao_special_list, { ...paging, special_type: type });
        return {
          total: specials.total,
          list: specials.list.map((item) => ({
            id: item.special_id,
            title: item.name,
            abstract: item.abstract,
            author: item.owner,
            created_at: item.created_at,
            badge: item.special_type,
            review: item.review,
          })),
        };
      }
      const call = kind === "wiki" ? api.daoclub_msrv.dao_wiki_list : api.daoclub_msrv.dao_article_list;
      const articles = await callGateway(call, { ...paging, article_type: type as never });
      return {
        total: articles.total,
        list: articles.list.map((item) => ({
          id: item.article_id,
          title: item.title,
          abstract: item.abstract,
          author: item.author,
          created_at: item.created_at,
          badge: item.article_type,
          review: item.review,
        })),
      };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type ReviewListItem = NonNullable<ReturnType<typeof useReviewList>["data"]>["list"][number];

/** One item with its text (articles), the tally and the decisions so far. */
export function useReviewDetail(kind: ReviewKind, id: number | null) {
  return useQuery({
    queryKey: reviewKeys.detail(kind, id ?? 0),
    queryFn: async () => {
      const itemId = id ?? 0;
      if (kind === "special") {
        const special = await callGateway(api.daoclub_msrv.dao_special_detail, { special_id: itemId });
        return {
          title: special.name,
          abstract: special.abstract,
          content: "",
          cover_url: special.cover_url,
          ...pick(special),
        };
      }
      const call = kind === "wiki" ? api.daoclub_msrv.dao_wiki_detail : api.daoclub_msrv.dao_article_detail;
      const article = await callGateway(call, { article_id: itemId });
      return {
        title: article.title,
        abstract: article.abstract,
        content: article.content,
        cover_url: article.cover_url,
        ...pick(article),
      };
    },
    enabled: id !== null,
  });
}

const pick = (item: { review: ReviewTally; votes: ReviewVote[] }) => ({ review: item.review, votes: item.votes });

export function useDecide(kind: ReviewKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: SignedReviewDecision & { id: number }) => {
      if (kind === "special")
        return callGateway(api.daoclub_msrv.dao_special_set_status, { special_id: id, ...fields });
      const call = kind === "wiki" ? api.daoclub_msrv.dao_wiki_set_status : api.daoclub_msrv.dao_article_set_status;
      return callGateway(call, { article_id: id, ...fields });
    },
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
