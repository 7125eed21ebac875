import { api, type ReviewDecision } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../../app/gateway";
import { useSession } from "../../../session/session-store";
import { projectKeys } from "../queries";

export const REVIEW_PAGE_SIZE = 10;

const reviewKeys = {
  all: [...projectKeys.all, "review"] as const,
  list: (page: number) => [...reviewKeys.all, "list", page] as const,
  detail: (id: number) => [...reviewKeys.all, "detail", id] as const,
};

/** Whether the signed-in wallet is an X-Man (`user_msrv/xman_permissions`). */
export function useIsXman() {
  const uid = useSession().uid ?? null;
  return useQuery({
    queryKey: [...reviewKeys.all, "xman", uid] as const,
    queryFn: async () => (await callGateway(api.user_msrv.xman_permissions, {})).is_xman,
    enabled: uid !== null,
    staleTime: 5_000,
  });
}

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

export function useReasons() {
  return useQuery({
    queryKey: [...reviewKeys.all, "reasons"] as const,
    queryFn: () => callGateway(api.daoclub_msrv.dao_reason_list, {}),
    staleTime: 10 * 60_000,
  });
}

export interface SignedProjectDecision {
  project_id: number;
  decision: ReviewDecision;
  reason_id: number;
  reason: string;
  nonce: string;
  deadline: number;
  signature: `0x${string}`;
}

export function useDecideProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignedProjectDecision) => callGateway(api.daoclub_msrv.dao_project_set_status, input),
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
