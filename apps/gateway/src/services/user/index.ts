import type { Api } from "@icms/protocol";
import type { GroupHandlers } from "../../http/handler.js";
import { loginHandlers } from "./login.js";
import { privilegeHandlers } from "./privileges.js";
import { profileHandlers } from "./profile.js";
import { socialGraphHandlers } from "./social-graph.js";
import { xmanHandlers } from "./xman.js";

export const userHandlers: GroupHandlers<Api["user_msrv"]> = {
  ...loginHandlers,
  ...profileHandlers,
  ...privilegeHandlers,
  ...xmanHandlers,
  ...socialGraphHandlers,
};
