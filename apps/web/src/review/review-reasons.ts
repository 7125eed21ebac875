import { api } from "@icms/protocol";
import { useQuery } from "@tanstack/react-query";
import { callGateway } from "../app/gateway";

/** The DAO's list of refusal reasons (`daoclub_msrv/dao_reason_list`), shared by every review screen. */
export function useReviewReasons() {
  return useQuery({
    queryKey: ["review-reasons"] as const,
    queryFn: () => callGateway(api.daoclub_msrv.dao_reason_list, {}),
    staleTime: 10 * 60_000,
  });
}
