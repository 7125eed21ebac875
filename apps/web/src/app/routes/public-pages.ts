import { createContext } from "react";
import type { RouteObject } from "react-router";
import type { RouteHandle } from "./route-handle";

/** Screens that need an id or a query to show anything, and the login page. */
const NEEDS_QUERY = /detail|_item$|_history$|^special_home$|^my$|^cmslist$|^search$|^developing$|^icms_login$/i;

export interface PublicPage {
  path: string;
  /** The route name: its title is `routes.<name>`, unless the page brings its own. */
  name: string;
  title?: RouteHandle["title"];
}

/** The public screens of a route table (no auth, no parameters, no query needed), in table order. */
export function publicPages(table: RouteObject[], base = ""): PublicPage[] {
  const pages: PublicPage[] = [];
  for (const route of table) {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.auth) continue;
    const path = route.path ?? "";
    if (path.includes(":") || path.includes("*")) continue;
    const full = path ? `${base}/${path}`.replace(/\/+/g, "/") : base;
    if (handle?.name && path && !NEEDS_QUERY.test(path))
      pages.push({ path: full, name: handle.name, title: handle.title });
    if (route.children) pages.push(...publicPages(route.children, full));
  }
  return pages;
}

/**
 * The site's public pages for the sitemap, given by the route table (`site-map.ts`): the sitemap
 * page is itself one of the areas' routes, so it cannot import them.
 */
export const PublicPagesContext = createContext<PublicPage[]>([]);
