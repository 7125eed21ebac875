import type { NavKey, NavLinkItem } from "../web-area";

export type { NavLinkItem } from "../web-area";

/**
 * The shapes of the menus and the addresses the shell builds. `key` names a label (`nav.<key>`
 * in the locales); `name` is the route name that highlights an entry. The menus themselves are
 * in `menus.ts`, read from the areas; this module imports no area, so any screen may use it.
 */
export interface NavGroup {
  key: NavKey;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** Active-menu highlighting by route name; a group is active when one of its items is. */
export function isActive(entry: NavEntry, routeName: string | undefined): boolean {
  if (!routeName) return false;
  return isGroup(entry) ? entry.items.some((item) => item.name === routeName) : entry.name === routeName;
}

export const DAO_HOME = "/icmsdao/icms_index";

/** Where the search box sends a keyword. `ts` makes a repeated search a new navigation. */
export function searchPath(keyword: string, now: number = Date.now()): string {
  return `/appcms/search?${new URLSearchParams({ keyword, ts: String(now) })}`;
}

/** The login page, remembering where the visitor wanted to go. */
export function loginPath(redirectTo: string, requireLogin = false): string {
  const query = new URLSearchParams({ redirect: redirectTo });
  if (requireLogin) query.set("requireLogin", "true");
  return `/auth/icms_login?${query}`;
}
