import type { ActionDef } from "./define.js";
import { api } from "./index.js";
import { uploadApi } from "./uploads.js";

/** Every action the gateway answers, by group: the `/gwapi/v1` calls and the upload endpoints. */
export const declarations = { ...api, ...uploadApi };
export type Declarations = typeof declarations;

/** Every declared action, for code that walks them all (the gateway's routes, the fuzzer). */
export function everyAction(): ActionDef[] {
  return Object.values(declarations).flatMap((group) => Object.values(group) as ActionDef[]);
}
