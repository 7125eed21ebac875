import { api } from "@icms/protocol";
import { useQuery } from "@tanstack/react-query";
import { callGateway } from "../app/gateway";

/** Query key of the refusal reasons, one list for every review screen. */
const reviewReasonKeys = { all: ["review-reasons"] as const };

/** The DAO's list of refusal reasons (`daoclub_msrv/dao_reason_list`), shared by every review screen. */
export function useReviewReasons() {
  return useQuery({
    queryKey: reviewReasonKeys.all,
    queryFn: () => callGateway(api.daoclub_msrv.dao_reason_list, {}),
    staleTime: 10 * 60_000,
  });
}
