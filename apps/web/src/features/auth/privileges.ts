import { api, TIMING } from "@icms/protocol";
import { callGateway } from "../../app/gateway";
import { showError } from "../../ui/notify";
import { isSignedIn, savePrivileges } from "../../session/session-store";

/** Fetches the user's privileges once, a second after login, and caches them under `userPrivilege`. */
export function schedulePrivilegeFetch(delayMs: number = TIMING.privilegeFetchDelayMs): () => void {
  const timer = setTimeout(() => {
    if (!isSignedIn()) return;
    callGateway(api.user_msrv.user_privilege_list, {})
      .then((list) => {
        if (isSignedIn()) savePrivileges(list);
      })
      .catch(showError);
  }, delayMs);
  return () => clearTimeout(timer);
}
