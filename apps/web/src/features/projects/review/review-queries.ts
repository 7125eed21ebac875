import { api } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../../app/gateway";
import type { SignedReviewDecision } from "../../../review/review-kinds";
import { daoKeys } from "../../../wallet/membership";
import { projectKeys } from "../queries";

export const REVIEW_PAGE_SIZE = 10;

const reviewKeys = {
  all: [...projectKeys.all, "review"] as const,
  list: (page: number) => [...reviewKeys.all, "list", page] as const,
  detail: (id: number) => [...reviewKeys.all, "detail", id] as const,
};

/** Projects waiting in review, oldest submission first. */
export function useReviewProjects(page: number) {
  return useQuery({
    queryKey: reviewKeys.list(page),
    queryFn: () => callGateway(api.daoclub_msrv.dao_project_list, { page, page_size: REVIEW_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewProject(projectId: number) {
  return useQuery({
    queryKey: reviewKeys.detail(projectId),
    queryFn: () => callGateway(api.daoclub_msrv.dao_project_detail, { project_id: projectId }),
  });
}

export function useDecideProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignedReviewDecision & { project_id: number }) =>
      callGateway(api.daoclub_msrv.dao_project_set_status, input),
    onSettled: async () => {
      // The review home's queue counts live under the DAO's keys.
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        client.invalidateQueries({ queryKey: daoKeys.all }),
      ]);
    },
  });
}
