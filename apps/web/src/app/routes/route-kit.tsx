import type { UiLang } from "@icms/protocol";
import type { ReactNode } from "react";
import { redirect, type RouteObject } from "react-router";
import { PlaceholderPage } from "../../features/placeholder/PlaceholderPage";
import { type StringBundles, withStrings } from "../../i18n/strings";
import type { RouteHandle } from "./route-handle";

type Lazy = RouteObject["lazy"];

interface PageOptions {
  /** Needs a stored access token: anonymous visitors go to the login page. */
  auth?: boolean;
  /** The real page; without it the work-in-progress frame is shown. */
  lazy?: Lazy;
  /** A page that is not lazy (the small not-found page). */
  element?: ReactNode;
  children?: RouteObject[];
  /**
   * Its title in each language, for the sitemap, which lists every area's public pages without
   * their bundles. Without it the title is the shell's `routes.<name>`, so a new area's page
   * brings its own rather than edit the shell's strings.
   */
  title?: Readonly<Record<UiLang, string>>;
}

/** A named screen. Screens that later issues build show their title and the work-in-progress notice. */
export function page(path: string, name: string, options: PageOptions = {}): RouteObject {
  const handle: RouteHandle = { name, auth: options.auth, title: options.title };
  // An empty path is the screen a parent shows at its own address.
  const route = (path === "" ? { index: true, handle } : { path, handle, children: options.children }) as RouteObject;
  if (options.lazy) route.lazy = options.lazy;
  else if (options.element) route.element = options.element;
  else if (!options.children) route.element = <PlaceholderPage />;
  return route;
}

/** Marks every route of a subtree as (auth). */
export function requireAuth(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    handle: { ...(route.handle as RouteHandle | undefined), auth: true },
    children: route.children ? requireAuth(route.children) : undefined,
  })) as RouteObject[];
}

/** The index of an area that sends the visitor on to its default screen, keeping the query. */
export function redirectIndex(to: string): RouteObject {
  return { index: true, loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`) };
}

/**
 * The options of a screen whose module `load` answers: `name` is its page, downloaded with the
 * strings bundles its screens use (one, or a list: a write page takes `["creator", "editor"]`)
 * when the route is first visited.
 */
export function bundlePage<M extends Record<string, unknown>>(
  bundles: StringBundles,
  load: () => Promise<M>,
  name: keyof M & string,
): PageOptions {
  return {
    lazy: withStrings(bundles, () => load().then((module) => ({ Component: module[name] as React.ComponentType }))),
  };
}
