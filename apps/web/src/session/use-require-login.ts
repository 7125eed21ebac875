import { useLocation, useNavigate } from "react-router";
import { isSignedIn, useSession } from "./session-store";
import { loginPath } from "../app/nav/nav-model";

/**
 * For actions that need a session (like, collect, follow, comment): answers true when signed
 * in; otherwise sends the visitor to the login page, to come back here afterwards.
 */
export function useRequireLogin(): () => boolean {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return () => {
    if (isSignedIn(session)) return true;
    navigate(loginPath(`${pathname}${search}${hash}`, true));
    return false;
  };
}
