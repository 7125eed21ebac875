import { defineArea } from "../../context.js";
import { activityAdminHandlers } from "./activity-admin.js";
import { activityHandlers } from "./activities.js";
import { recordPromotion } from "./notices.js";
import { signupHandlers } from "./signups.js";

/** `appcms_msrv`'s activities (docs/activities.md): the public reads, signups and the operators' calls. */
export const activitiesHandlers = {
  ...activityHandlers,
  ...signupHandlers,
  ...activityAdminHandlers,
};

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Tells a member that a freed place of an activity became theirs. */
    "activity.notify-promoted": { signup_id: number };
  }
}

/** The activities' background work; their calls are `appcms_msrv`'s, answered by the content area. */
export const activitiesArea = defineArea({
  handlers: {},
  jobs: {
    "activity.notify-promoted": (app, { signup_id }) => recordPromotion(app, signup_id),
  },
});
