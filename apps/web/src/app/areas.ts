import { activitiesArea } from "../features/activities/area";
import { authArea } from "../features/auth/area";
import { cmsArea } from "../features/cms/area";
import { creatorArea } from "../features/creator/area";
import { daoArea } from "../features/dao/area";
import { datacentreArea } from "../features/datacentre/area";
import { developerArea } from "../features/developer/area";
import { eduArea } from "../features/edu/area";
import { followsArea } from "../features/follows/area";
import { homeArea } from "../features/home/area";
import { incomeArea } from "../features/income/area";
import { investmentArea } from "../features/investment/area";
import { kolArea } from "../features/kol/area";
import { multisendArea } from "../features/multisend/area";
import { newsArea } from "../features/news/area";
import { noticesArea } from "../features/notices/area";
import { placeholderArea } from "../features/placeholder/area";
import { planetsArea } from "../features/planets/area";
import { profileArea } from "../features/profile/area";
import { projectsArea } from "../features/projects/area";
import { shortlinksArea } from "../features/shortlinks/area";
import { sitePagesArea } from "../features/site-pages/area";
import { wikiArea } from "../features/wiki/area";
import { registerReviewKinds } from "../review/registered-kinds";
import type { WebArea } from "./web-area";

/**
 * The web's areas, one line each: the router (`routes/mounts.ts`) and the menus
 * (`nav/nav-model.ts`) read their routes and menu entries from here, the DAO's review screens
 * their review kinds (handed to `review/registered-kinds.ts` below). Order here only breaks ties
 * between groups and entries that give the same position.
 */
export const areas: WebArea[] = [
  homeArea,
  authArea,
  cmsArea,
  creatorArea,
  wikiArea,
  newsArea,
  activitiesArea,
  planetsArea,
  eduArea,
  projectsArea,
  daoArea,
  incomeArea,
  datacentreArea,
  kolArea,
  investmentArea,
  profileArea,
  followsArea,
  developerArea,
  multisendArea,
  shortlinksArea,
  noticesArea,
  sitePagesArea,
  placeholderArea,
];

// The review screens are the DAO area's own pages, reached from this list: they take the kinds
// from the registry rather than import the list back (a cycle).
registerReviewKinds(areas.flatMap((area) => area.reviewKinds ?? []));
