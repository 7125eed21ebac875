import { api } from "@icms/protocol";
import { useQuery } from "@tanstack/react-query";
import { callGateway } from "../app/gateway";

/** Query keys of a creator's public figures (level and counts), shown on their home page. */
const creatorKeys = {
  all: ["creator-public"] as const,
  counts: (uid: number) => [...creatorKeys.all, uid] as const,
};

/** What anyone may see of a creator: level, verified badge, pieces, followers, likes and views. */
export function useCreatorCounts(uid: number) {
  return useQuery({
    queryKey: creatorKeys.counts(uid),
    queryFn: () => callGateway(api.datacentre_msrv.datacentre_public, { uid }),
    enabled: uid > 0,
    staleTime: 60_000,
  });
}
