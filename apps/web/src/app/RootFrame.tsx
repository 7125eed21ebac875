import { useEffect, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { isSignedIn, useSession } from "../session/session-store";
import { loginPath } from "./nav/nav-model";
import { needsAuth } from "./routes/route-handle";

/** Scrolls to the top on every new page, or to the element the hash names. */
function useScrollOnNavigate(): void {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname or query is the trigger, not an input.
  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frames = 0;
    let handle = 0;
    // The target may belong to a page that is still loading; look for it for about a second.
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (frames++ < 60) handle = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(handle);
  }, [pathname, search, hash]);
}

/** While signed in: token refresh and wallet-event watch, downloaded only for signed-in users. */
function useSessionRuntime(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../features/auth/session-runtime").then(({ startSessionRuntime }) => {
      if (!cancelled) stop = startSessionRuntime();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn]);
}

/**
 * The root of every route: the skip link, scrolling, the (auth) guard and the signed-in runtime.
 * An anonymous visitor on an (auth) route goes to the login page with `redirect` and `requireLogin`.
 */
export function RootFrame() {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const signedIn = isSignedIn(useSession());
  useScrollOnNavigate();
  useSessionRuntime(signedIn);

  if (needsAuth(matches) && !signedIn) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPath(target, true)} replace />;
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <Outlet />
    </>
  );
}
