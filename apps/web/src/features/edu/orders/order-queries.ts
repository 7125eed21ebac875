import { api } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../../app/gateway";
import { eduKeys } from "../queries";

export type OrderRole = "buyer" | "seller";
const orderKeys = {
  all: [...eduKeys.all, "orders"] as const,
  list: (role: OrderRole, page: number) => [...orderKeys.all, role, page] as const,
};

export function useMyOrders(role: OrderRole, page: number) {
  return useQuery({
    queryKey: orderKeys.list(role, page),
    queryFn: () => callGateway(api.appedu_msrv.my_course_order_list, { role, page, page_size: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { order_id: number; reason: string }) =>
      callGateway(api.appedu_msrv.course_order_refund_request, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Every order answer is stale (after a refund sent on chain). */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eduKeys.all });
}
