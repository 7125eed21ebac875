import { areas } from "../areas";
import type { NavContribution, NavGroupKey, NavLinkItem, NavMenu } from "../web-area";
import { isGroup, type NavEntry, type NavGroup } from "./nav-model";

/*
 * Every menu of the two bars, the sidebars and the footer as data. The entries come from the
 * areas (`app/areas.ts`); the menus' groups, which several areas fill, are the shell's.
 */

const contributions: NavContribution[] = areas.flatMap((area) => area.nav ?? []);

const byPosition = (a: { at: number }, b: { at: number }) => a.at - b.at;

/** The items the areas put in a menu, or in one of its groups, in the order of their positions. */
function itemsOf(menu: NavMenu, group?: NavGroupKey): NavLinkItem[] {
  return contributions
    .filter((entry) => entry.menu === menu && entry.group === group)
    .sort(byPosition)
    .map((entry) => entry.item);
}

/** A menu: its own items and its groups (each at its position among them), from the areas. */
function menu(name: NavMenu, groups: { key: NavGroupKey; at: number }[] = []): NavEntry[] {
  const entries: { at: number; entry: NavEntry }[] = [
    ...contributions
      .filter((entry) => entry.menu === name && !entry.group)
      .map((entry) => ({ at: entry.at, entry: entry.item })),
    ...groups.map((group) => ({ at: group.at, entry: { key: group.key, items: itemsOf(name, group.key) } })),
  ];
  return entries.sort(byPosition).map((entry) => entry.entry);
}

/** The public site bar: Home, Compass, SpaceX, News, Planet. */
export const SITE_NAV: NavEntry[] = menu("site", [
  { key: "compass", at: 20 },
  { key: "spacex", at: 30 },
  { key: "news", at: 40 },
]);

/** The resource library: Compass, SpaceX and News, then Tools and Docs (no destination yet). */
export const RESOURCE_GROUPS: NavGroup[] = SITE_NAV.filter(isGroup);
export const RESOURCE_EXTRAS: NavLinkItem[] = [
  { key: "tools", to: "/developing" },
  { key: "docs", to: "/developing" },
];

export const QUICK_LINKS: NavLinkItem[] = itemsOf("quickLinks");

/** Creator shortcuts: the write flows for article, video, HowTo article, HowTo video, and wiki. */
export const CREATOR_SHORTCUTS: NavLinkItem[] = itemsOf("creatorShortcuts");

/** The DAO sidebar, with its review and profit groups. */
export const DAO_SIDEBAR: NavEntry[] = menu("daoSidebar", [
  { key: "daoAutonomy", at: 40 },
  { key: "daoProfit", at: 70 },
]);

/** The member-center sidebar, with its create group. */
export const UCENTER_SIDEBAR: NavEntry[] = menu("ucenterSidebar", [{ key: "create", at: 40 }]);

export const FOOTER_LINKS: NavLinkItem[] = itemsOf("footer");
