import { api, type DaoMyInfo, type NftOrderListRow } from "@icms/protocol";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { nextPage, pagedItems } from "../../queries/content";
import { useSession } from "../../session/session-store";
import { daoKeys } from "../../wallet/membership";

/** Query keys of the sale and invitation screens, under `daoKeys.all` so a chain change refreshes them. */
export const saleKeys = {
  stages: () => [...daoKeys.all, "sale", "stages"] as const,
  myInfo: (uid: string | null) => [...daoKeys.all, "sale", "myinfo", uid] as const,
  orders: (uid: string | null) => [...daoKeys.all, "sale", "orders", uid] as const,
  balances: (address: string | null) => [...daoKeys.all, "sale", "balances", address] as const,
  team: (uid: string | null, page: number) => [...daoKeys.all, "invite", "team", uid, page] as const,
};

/**
 * My NFTs, X-Man status, referrer and invite code (`wallet_msrv/autonomy_myinfo`). The
 * certification page polls it (`pollMs`), so a purchase or stake shows once the indexer has it.
 */
export function useMyDaoInfo(pollMs?: number) {
  const uid = useSession().uid ?? null;
  return useQuery<DaoMyInfo>({
    queryKey: saleKeys.myInfo(uid),
    queryFn: () => callGateway(api.wallet_msrv.autonomy_myinfo, {}),
    enabled: uid !== null,
    staleTime: 5_000,
    refetchInterval: pollMs,
  });
}

const ORDERS_PAGE_SIZE = 10;

/** How long after its order was made a `submitted` row is still expected to turn `paid` soon. */
const CONFIRMING_WINDOW_MS = 15 * 60_000;

/**
 * Whether a listed order was sent lately and still waits for the indexer: the list is read
 * again while one does, so it turns paid without a reload. A `submitted` order older than that
 * (its hash was never a purchase, say) keeps nothing polling.
 */
export function confirmingSoon(rows: NftOrderListRow[], now = Date.now()): boolean {
  return rows.some((row) => row.status === "submitted" && now - Date.parse(row.created_at) < CONFIRMING_WINDOW_MS);
}

/**
 * My NFT orders and the purchases of my wallet that paid none of them, newest first, a page at
 * a time (`wallet_msrv/autonomy_nft_order_list`). Under `daoKeys.all`, so the chain flows'
 * refresh after a purchase reads it again; polled every `pollMs` while an order is confirming.
 */
export function useMyNftOrders(pollMs: number) {
  const uid = useSession().uid ?? null;
  return useInfiniteQuery({
    queryKey: saleKeys.orders(uid),
    queryFn: ({ pageParam }) =>
      callGateway(api.wallet_msrv.autonomy_nft_order_list, { page: pageParam, page_size: ORDERS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== null,
    staleTime: 5_000,
    refetchInterval: (query) => (confirmingSoon(pagedItems(query.state.data)) ? pollMs : false),
  });
}
