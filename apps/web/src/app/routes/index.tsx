import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { SiteLayout } from "../layouts/SiteLayout";
import { RootFrame } from "../RootFrame";
import { RouteError } from "../RouteError";
import { mounted } from "./mounts";
import { PublicPagesContext } from "./public-pages";
import { page, requireAuth } from "./route-kit";
import { SITE_MAP } from "./site-map";

// The member-center frame (search, resources, sidebar) is not part of the home route's download.
const daoLayout = () => import("../layouts/CenterLayout").then((m) => ({ Component: m.DaoLayout }));
const ucenterLayout = () => import("../layouts/CenterLayout").then((m) => ({ Component: m.UcenterLayout }));

/** An area prefix's routes, then its own not-found page (named for its title). */
const withNotFound = (routes: RouteObject[], name: string) => [
  ...routes,
  page("*", name, { element: <NotFoundPage /> }),
];

/**
 * The whole route table of product-spec section 2: the prefixes and their frames are the shell's,
 * the screens under them come from the areas (`app/areas.ts`).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <PublicPagesContext value={SITE_MAP}>
        <RootFrame />
      </PublicPagesContext>
    ),
    errorElement: <RouteError />,
    children: [
      {
        path: "/",
        element: <SiteLayout />,
        children: [
          ...mounted("/"),
          { path: "appcms", children: withNotFound(mounted("/appcms"), "CmsNotFound") },
          { path: "appsocial", children: withNotFound(mounted("/appsocial"), "SocialNotFound") },
          { path: "appedu", children: withNotFound(mounted("/appedu"), "EduNotFound") },
          page("*", "NotFound", { element: <NotFoundPage /> }),
        ],
      },
      { path: "/icmsdao", lazy: daoLayout, children: withNotFound(mounted("/icmsdao"), "DaoNotFound") },
      // every screen of the member center needs a session
      { path: "/ucenter", lazy: ucenterLayout, children: requireAuth(mounted("/ucenter")) },
    ],
  },
];
