import type { UiLang } from "@icms/protocol";
import { type UIMatch, useMatches, useSearchParams } from "react-router";

/** What each route declares about itself: its name (for titles and menu highlighting) and whether it needs a session. */
export interface RouteHandle {
  name?: string;
  auth?: boolean;
  /** A title the page brings in each language (`page()` in `route-kit.tsx`). */
  title?: Readonly<Record<UiLang, string>>;
}

/** The deepest matched route that has a name. */
function currentHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}

export function useRouteName(): string | undefined {
  return currentHandle(useMatches())?.name;
}

export function needsAuth(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.auth === true);
}

/** Query fields that identify the record a page shows (article_id, uid, ...). */
function isIdField(key: string): boolean {
  return key === "uid" || key === "id" || key.endsWith("_id");
}

/**
 * The key a page element is rendered under: it changes, and the page is created afresh, when
 * the route name or an id (path parameter or *_id query field) changes.
 */
export function pageKey(
  name: string | undefined,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): string {
  const ids = [...search.entries()].filter(([key]) => isIdField(key)).sort(([a], [b]) => a.localeCompare(b));
  const pathIds = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([name ?? "", pathIds, ids]);
}

export function usePageKey(): string {
  const matches = useMatches();
  const [search] = useSearchParams();
  const params = matches[matches.length - 1]?.params ?? {};
  return pageKey(currentHandle(matches)?.name, params, search);
}
