import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { SiteLayout } from "../layouts/SiteLayout";
import { RootFrame } from "../RootFrame";
import { RouteError } from "../RouteError";
import { cmsRoutes } from "./cms-routes";
import { daoRoutes } from "./dao-routes";
import { eduRoutes } from "./edu-routes";
import { page } from "./route-kit";
import { siteRoutes } from "./site-routes";
import { planetsRoutes } from "./planets-routes";
import { ucenterRoutes } from "./ucenter-routes";

// The member-center frame (search, resources, sidebar) is not part of the home route's download.
const daoLayout = () => import("../layouts/CenterLayout").then((m) => ({ Component: m.DaoLayout }));
const ucenterLayout = () => import("../layouts/CenterLayout").then((m) => ({ Component: m.UcenterLayout }));

/** The whole route table of product-spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    children: [
      {
        path: "/",
        element: <SiteLayout />,
        children: [
          ...siteRoutes,
          { path: "appcms", children: cmsRoutes },
          { path: "appsocial", children: planetsRoutes },
          { path: "appedu", children: eduRoutes },
          page("*", "NotFound", { element: <NotFoundPage /> }),
        ],
      },
      { path: "/icmsdao", lazy: daoLayout, children: daoRoutes },
      { path: "/ucenter", lazy: ucenterLayout, children: ucenterRoutes },
    ],
  },
];
