import { defineArea } from "../../context.js";
import { articleStatusHandlers } from "./article-status.js";
import { articleHandlers } from "./articles.js";
import { commentHandlers } from "./comments.js";
import { cmsFirstScreens } from "./first-screens.js";
import { myArticleHandlers } from "./my-articles.js";
import { mySpecialHandlers } from "./my-specials.js";
import { reactionHandlers } from "./reactions.js";
import { type ContentReadCache, contentReadCache } from "./read-cache.js";
import { searchHandlers } from "./search.js";
import { cmsSharePreviews } from "./share-previews.js";
import { specialHandlers } from "./specials.js";
import { tagHandlers } from "./tags.js";
import { articleReviewKind, specialReviewKind } from "./review-kinds.js";
import { type ViewCounter, viewCounter } from "./view-counter.js";

declare module "../../context.js" {
  interface AreaServices {
    /** Article views, written in batches. */
    views: ViewCounter;
    /** Public content reads, kept briefly; content writes must report what changed. */
    cmsCache: ContentReadCache;
  }
}

const cmsHandlers = {
  ...articleHandlers,
  ...myArticleHandlers,
  ...articleStatusHandlers,
  ...reactionHandlers,
  ...commentHandlers,
  ...searchHandlers,
  ...specialHandlers,
  ...mySpecialHandlers,
  ...tagHandlers,
};

/** `appcms_msrv`'s content: articles, videos and HowTos, specials and channels, tags and search. */
export const cmsArea = defineArea({
  name: "cms",
  reviewKinds: [articleReviewKind, specialReviewKind],
  services: (app) => ({
    views: viewCounter(app.db),
    cmsCache: contentReadCache(app.bus, app.config.CONTENT_CACHE_MS),
  }),
  handlers: { appcms_msrv: cmsHandlers },
  firstScreens: cmsFirstScreens,
  sharePreviews: cmsSharePreviews,
  close: (app) => app.views.close(),
});
