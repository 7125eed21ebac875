import { type ActionInput, api } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";

export const PAGE_SIZE = 10;

/** Query keys of the open platform; every change invalidates `developerKeys.all`. */
const developerKeys = {
  all: ["developer"] as const,
  config: () => [...developerKeys.all, "config"] as const,
  apps: (uid: string | null, page: number) => [...developerKeys.all, "apps", uid, page] as const,
};

/** The scopes a key may hold and the platform's ceilings. */
export function useDeveloperConfig() {
  return useQuery({
    queryKey: developerKeys.config(),
    queryFn: () => callGateway(api.user_msrv.developer_open_config, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDeveloperApps(page: number) {
  const uid = useSession().uid ?? null;
  return useQuery({
    queryKey: developerKeys.apps(uid, page),
    queryFn: () => callGateway(api.user_msrv.developer_open_list, { page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export type SaveAppInput = ActionInput<typeof api.user_msrv.developer_open_save>;

/** Creates, edits or rotates an app; the reply holds the key when one was issued. */
export function useSaveApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAppInput) => callGateway(api.user_msrv.developer_open_save, input),
    onSuccess: () => client.invalidateQueries({ queryKey: developerKeys.all }),
  });
}

export function useRevokeApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (appId: number) => callGateway(api.user_msrv.developer_open_revoke, { app_id: appId }),
    onSuccess: () => client.invalidateQueries({ queryKey: developerKeys.all }),
  });
}
