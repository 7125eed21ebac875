import { api } from "@icms/protocol";
import { useQuery } from "@tanstack/react-query";
import { callGateway } from "../app/gateway";
import { useSession } from "../session/session-store";

/** Query keys of the signed-in user's privileges, read by the permission page and the news editor. */
const privilegeKeys = {
  all: ["privileges"] as const,
  mine: (uid: string | null) => [...privilegeKeys.all, uid] as const,
};

/** What the gateway says the signed-in user may do (`user_privilege_list`; it checks again on each call). */
export function useMyPrivileges(enabled = true) {
  const { uid } = useSession();
  return useQuery({
    queryKey: privilegeKeys.mine(uid),
    queryFn: () => callGateway(api.user_msrv.user_privilege_list, {}),
    enabled: enabled && uid !== null,
  });
}
