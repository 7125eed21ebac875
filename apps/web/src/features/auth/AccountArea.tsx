import { Button, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../app/nav/nav-model";
import { isSignedIn, useSession } from "../../session/session-store";

// Only signed-in users need the menu, so visitors do not download it.
const UserMenu = lazy(() => import("./UserMenu").then((m) => ({ default: m.UserMenu })));

/** The login link for visitors, the user menu once signed in. */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (isSignedIn(session)) {
    return (
      <Suspense fallback={<Loader size="xs" />}>
        <UserMenu session={session} />
      </Suspense>
    );
  }
  const onLoginPage = location.pathname.startsWith("/auth/");
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Button component={Link} to={onLoginPage ? `${location.pathname}${location.search}` : loginPath(here)} size="sm">
      {t("nav.login")}
    </Button>
  );
}
