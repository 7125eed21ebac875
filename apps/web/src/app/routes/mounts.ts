import type { RouteObject } from "react-router";
import { areas } from "../areas";
import type { RouteGroup, RouteMount } from "../web-area";
import { page } from "./route-kit";

const groups: RouteGroup[] = areas.flatMap((area) => area.routes ?? []);

/** The routes the areas hang under one prefix, their groups in the order of their positions. */
export function mounted(mount: RouteMount): RouteObject[] {
  return groups
    .filter((group) => group.mount === mount)
    .sort((a, b) => a.at - b.at)
    .flatMap((group) => group.routes);
}

// The X-Men's review holds the queues of several areas (articles, specials, projects, courses),
// so its page belongs to no one area: the shell hangs it in the DAO area with what they mount.
groups.push({
  mount: "/icmsdao",
  at: 20,
  routes: [
    page("icms_dao_autonomy", "IcmsDaoAutonomy", { auth: true, children: mounted("/icmsdao/icms_dao_autonomy") }),
  ],
});
