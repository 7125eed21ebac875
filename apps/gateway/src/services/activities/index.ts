import { defineArea } from "../../context.js";
import { activityAdminHandlers } from "./activity-admin.js";
import { activityHandlers } from "./activities.js";
import { recordPromotion } from "./notices.js";
import { activitiesSeed } from "./seed.js";
import { signupHandlers } from "./signups.js";

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Tells a member that a freed place of an activity became theirs. */
    "activity.notify-promoted": { signup_id: number };
  }
}

/** Activities (docs/activities.md): `appcms_msrv`'s public reads, signups and operators' calls, and their notices. */
export const activitiesArea = defineArea({
  name: "activities",
  seed: activitiesSeed,
  handlers: {
    appcms_msrv: { ...activityHandlers, ...signupHandlers, ...activityAdminHandlers },
  },
  jobs: {
    "activity.notify-promoted": (app, { signup_id }) => recordPromotion(app, signup_id),
  },
});
