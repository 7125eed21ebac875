import { api, type DaoMyInfo } from "@icms/protocol";
import { useQuery } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import { daoKeys } from "../../wallet/membership";

/** Query keys of the sale and invitation screens, under `daoKeys.all` so a chain change refreshes them. */
export const saleKeys = {
  stages: () => [...daoKeys.all, "sale", "stages"] as const,
  myInfo: (uid: string | null) => [...daoKeys.all, "sale", "myinfo", uid] as const,
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
