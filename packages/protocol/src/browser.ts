// The package as the web app loads it: everything but the input schemas, with `api` as typed
// references (see refs.ts). Selected by the "browser" export condition. The form rules
// (`rules/`) are plain functions, so a form checks its fields without zod.
export * from "./shared.js";
export type * from "./actions/index.js";
export type * from "./actions/common.js";
export type * from "./actions/define.js";
export { actionPath, actionUrl } from "./actions/define.js";
export { api } from "./refs.js";
