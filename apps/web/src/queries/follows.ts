import { api, type UserFollowInfo } from "@icms/protocol";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../app/gateway";
import { useSession } from "../session/session-store";
import { cmsKeys, nextPage } from "./content";

/** Query keys of the follow graph; what a user's card answers depends on who is looking. */
const followKeys = {
  all: ["follows"] as const,
  followInfo: (uid: number, viewer: string | null) => [...followKeys.all, "info", uid, viewer] as const,
  following: (uid: number) => [...followKeys.all, "following", uid] as const,
  fans: (uid: number) => [...followKeys.all, "fans", uid] as const,
  latest: (size: number) => [...followKeys.all, "latest", size] as const,
};

export function useFollowInfo(uid: number) {
  const { uid: viewer } = useSession();
  return useQuery({
    queryKey: followKeys.followInfo(uid, viewer),
    queryFn: () => callGateway(api.user_msrv.user_follow_info, { uid }),
    enabled: uid > 0,
  });
}

/** Follows or unfollows a user (the gateway toggles); the user's card and counts follow along. */
export function useFollowUser(uid: number) {
  const queryClient = useQueryClient();
  const { uid: viewer } = useSession();
  return useMutation({
    mutationFn: () => callGateway(api.user_msrv.user_follow_save, { uid }),
    onSuccess: (result) => {
      queryClient.setQueryData<UserFollowInfo>(followKeys.followInfo(uid, viewer), (current) =>
        current ? { ...current, is_follow: result.is_follow, fans_count: result.follow_count } : current,
      );
      void queryClient.invalidateQueries({ queryKey: followKeys.fans(uid) });
      void queryClient.invalidateQueries({ queryKey: cmsKeys.articleRoot });
    },
  });
}

export function useUserList(kind: "following" | "fans", uid: number) {
  return useInfiniteQuery({
    queryKey: kind === "following" ? followKeys.following(uid) : followKeys.fans(uid),
    queryFn: ({ pageParam }) =>
      callGateway(kind === "following" ? api.user_msrv.user_folllow_list : api.user_msrv.user_fans_list, {
        uid,
        page: pageParam,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid > 0,
  });
}

export function useLatestUsers(size: number) {
  return useQuery({
    queryKey: followKeys.latest(size),
    queryFn: () => callGateway(api.user_msrv.latest_reg_user, { page_size: size }),
    staleTime: 60_000,
  });
}
