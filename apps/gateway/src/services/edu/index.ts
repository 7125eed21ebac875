import type { CourseCoinType } from "@icms/protocol";
import { defineArea } from "../../context.js";
import { eduSettings } from "./settings.js";
import { eduSeed } from "./seed.js";
import { applyCourseOrders } from "./order-payments.js";
import { checkoutEvents } from "./checkout-events.js";
import { attachmentHandlers } from "./attachments.js";
import { catalogueHandlers, coinTypes } from "./catalogue.js";
import { chapterHandlers } from "./chapters.js";
import { commentHandlers } from "./comments.js";
import { courseSaveHandlers } from "./course-save.js";
import { courseHandlers } from "./courses.js";
import { directoryHandlers } from "./directory.js";
import { faqHandlers } from "./faqs.js";
import { lessonHandlers } from "./lessons.js";
import { registerCourseMedia } from "./media-routes.js";
import { courseOrderHandlers } from "./orders.js";
import { progressHandlers } from "./progress.js";
import { ratingHandlers } from "./ratings.js";
import { courseReviewHandlers, courseReviewKind } from "./review.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The coins a course may be priced in, with their token addresses, read once at start. */
    courseCoins: CourseCoinType[];
  }
}

/** `appedu_msrv`: courses (docs/courses.md), and their review by the DAO (`daoclub_msrv`'s `dao_course_*`, `review.ts`). */
export const eduArea = defineArea({
  name: "edu",
  reviewKinds: [courseReviewKind],
  config: eduSettings,
  seed: eduSeed,
  chainEvents: checkoutEvents,
  projections: [applyCourseOrders],
  services: (app) => ({ courseCoins: coinTypes(app.config) }),
  handlers: {
    appedu_msrv: {
      ...catalogueHandlers,
      ...courseHandlers,
      ...courseSaveHandlers,
      ...directoryHandlers,
      ...chapterHandlers,
      ...lessonHandlers,
      ...faqHandlers,
      ...attachmentHandlers,
      ...commentHandlers,
      ...ratingHandlers,
      ...progressHandlers,
      ...courseOrderHandlers,
    },
    daoclub_msrv: courseReviewHandlers,
  },
  routes: registerCourseMedia,
});
