import { type ActionInput, api, type UserInfo } from "@icms/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../app/gateway";
import { useSession } from "../session/session-store";

export const profileKeys = {
  all: ["profile"] as const,
  me: (uid: string | null) => [...profileKeys.all, "me", uid] as const,
  /** The connected wallet's balances and NFTs, read from the chain. */
  assets: (address: string | null) => [...profileKeys.all, "assets", address] as const,
};

/** The signed-in user's own profile (`userinfo`). */
export function useMyProfile() {
  const { uid } = useSession();
  return useQuery({
    queryKey: profileKeys.me(uid),
    queryFn: () => callGateway(api.user_msrv.userinfo, {}),
    enabled: uid !== null,
  });
}

/** Saves changed fields through `set_profile` and puts the answer in the cache. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return useMutation({
    mutationFn: (changes: ActionInput<typeof api.user_msrv.set_profile>) =>
      callGateway(api.user_msrv.set_profile, changes),
    onSuccess: (user: UserInfo) => queryClient.setQueryData(profileKeys.me(uid), user),
  });
}
