import type { AllHandlers } from "../http/handler.js";
import { cmsHandlers } from "./cms/index.js";
import { userHandlers } from "./user/index.js";

/** Every declared action's handler, by wire group and action name. */
export const handlers: AllHandlers = {
  user_msrv: userHandlers,
  appcms_msrv: cmsHandlers,
};
