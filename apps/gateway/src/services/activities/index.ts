import { activityAdminHandlers } from "./activity-admin.js";
import { activityHandlers } from "./activities.js";
import { signupHandlers } from "./signups.js";

/** `appcms_msrv`'s activities (docs/activities.md): the public reads, signups and the operators' calls. */
export const activitiesHandlers = {
  ...activityHandlers,
  ...signupHandlers,
  ...activityAdminHandlers,
};
