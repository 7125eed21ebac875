import { announcements } from "./announcements.js";
import { cmsActivities } from "./activities.js";
import { cmsArticles } from "./cms-articles.js";
import { cmsProjects } from "./cms-projects.js";
import { cmsSpecials } from "./cms-specials.js";
import { defineGroup } from "./define.js";
import { cmsInvest } from "./cms-invest.js";
import { news } from "./news.js";
import { wikiActions } from "./wiki.js";

/**
 * `appcms_msrv`: articles, videos and HowTos, specials and channels, tags and search
 * (docs/content.md). News, activities, projects and wiki join this group in their own files.
 */
export const cms = defineGroup("appcms_msrv", {
  ...cmsArticles,
  ...cmsSpecials,
  ...news,
  ...announcements,
  ...cmsActivities,
  ...wikiActions,
  ...cmsProjects,
  ...cmsInvest,
});
