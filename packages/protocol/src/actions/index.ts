import { cms } from "./cms.js";
import { socialGraph } from "./social-graph.js";
import { user } from "./user.js";
import { xman } from "./xman.js";

/**
 * Every action of the gateway, by wire group and action name. The gateway must register a
 * handler for each (its handler table is typed from this object) and the web client calls
 * them only through these declarations.
 */
export const api = {
  user_msrv: { ...user, ...xman, ...socialGraph },
  appcms_msrv: cms,
} as const;

export type Api = typeof api;
export type GroupName = keyof Api;
