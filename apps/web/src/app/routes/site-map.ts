import { mounted } from "./mounts";
import { type PublicPage, publicPages } from "./public-pages";

/** Every public page of the site, in route-table order: what /sitemap lists. */
export const SITE_MAP: PublicPage[] = [
  ...publicPages(mounted("/")),
  ...publicPages(mounted("/appcms"), "/appcms"),
  ...publicPages(mounted("/appsocial"), "/appsocial"),
  ...publicPages(mounted("/appedu"), "/appedu"),
];
