import type { UiLang } from "@icms/protocol";
import type { RouteObject } from "react-router";
import type shellStrings from "../i18n/locales/en.json";
import type { ReviewKindEntry } from "../review/review-kinds";

/**
 * What one feature adds to the web app, declared in its folder (`features/<area>/area.tsx`) and
 * listed once in `app/areas.ts`: its routes where they hang in the URL tree, its menu entries and
 * the kinds of item it puts in the members' review.
 * Its strings are its folder under `i18n/locales/`, found by `i18n/strings.ts` without a list and
 * typed from its `area.tsx` (`i18n/resources.ts`). The router and the menus read the list, so
 * adding an area edits no route table, menu nor shell string.
 */
export interface WebArea {
  routes?: RouteGroup[];
  nav?: NavContribution[];
  /**
   * Its kinds in the members' review, each loaded (calls, labels, card body) only when the DAO's
   * review screens first need it (`review/registered-kinds.ts`).
   */
  reviewKinds?: ReviewKindEntry[];
}

/** Keeps an area's declaration typed where it is written. */
export function defineWebArea(area: WebArea): WebArea {
  return area;
}

/**
 * The URL prefixes of product-spec section 2 that areas hang routes under. Several areas share
 * a prefix (the member center holds screens of eleven), so each group says where it sits.
 */
export type RouteMount =
  | "/"
  | "/appcms"
  | "/appsocial"
  | "/appedu"
  | "/icmsdao"
  | "/icmsdao/icms_dao_autonomy"
  | "/ucenter";

/**
 * Routes under one prefix. `at` orders the groups of all areas under that prefix, which only the
 * sitemap shows (it lists public pages in table order); matching does not depend on order.
 */
export interface RouteGroup {
  mount: RouteMount;
  at: number;
  routes: RouteObject[];
}

/** The label keys of the menus (`nav.<key>` in the shell's English strings: menus render before any bundle). */
export type NavKey = keyof (typeof shellStrings)["nav"];

/** A label an area gives with its menu entry, in each language, since menus render before any bundle. */
type NavLabel = Readonly<Record<UiLang, string>>;

/**
 * A menu entry. Its label is the shell's `nav.<key>`, or, for an entry that brings its own, `label`
 * (then `key` only tells entries apart), so a new entry needs no shell string.
 */
export type NavLinkItem = NavTarget & ({ key: NavKey; label?: undefined } | { key: string; label: NavLabel });

interface NavTarget {
  to: string;
  /** The route name that highlights the entry. */
  name?: string;
  /** Opens in a new tab (the external KOL site). */
  external?: boolean;
  /** Listed only for holders of this privilege (operator screens; the gateway checks it again). */
  privilege?: string;
}

/** The menus of the two bars, the sidebars and the footer (`app/nav/nav-model.ts` builds each). */
export type NavMenu = "site" | "quickLinks" | "creatorShortcuts" | "daoSidebar" | "ucenterSidebar" | "footer";

/** The groups of the menus, declared by the shell since several areas fill each. */
export type NavGroupKey = "compass" | "spacex" | "news" | "daoAutonomy" | "daoProfit" | "create";

/** One menu entry: in `menu`, inside `group` when given, ordered by `at` among its neighbours. */
export interface NavContribution {
  menu: NavMenu;
  group?: NavGroupKey;
  at: number;
  item: NavLinkItem;
}
