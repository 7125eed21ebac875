// The package as the web app loads it: everything but the input schemas, with `api` as typed
// references (see refs.ts). Selected by the "browser" export condition. The form rules
// (`rules/`) are plain functions, so a form checks its fields without zod.
export type * from "./actions/activity-types.js";
export type * from "./actions/cms-types.js";
export type * from "./actions/common.js";
export type * from "./actions/dao-review.js";
export type * from "./actions/dao-votes.js";
export type * from "./actions/define.js";
export { actionPath } from "./actions/define.js";
export type * from "./actions/follows.js";
export type { Api, GroupName } from "./actions/index.js";
export type * from "./actions/uploads.js";
export type * from "./actions/user.js";
export type * from "./actions/wallet-dao.js";
export type * from "./actions/xman.js";
export * from "./activity.js";
export * from "./client.js";
export * from "./content.js";
export * from "./constants.js";
export * from "./errors/codes.js";
export * from "./errors/gateway-error.js";
export * from "./errors/http.js";
export * from "./errors/messages.js";
export * from "./lang.js";
export { api } from "./refs.js";
export * from "./rules/activity.js";
export * from "./rules/amount.js";
export * from "./rules/content.js";
export * from "./rules/files.js";
export * from "./rules/profile.js";
export * from "./rules/tags.js";
export * from "./rules/text.js";
export * from "./rules/wallet.js";
export * from "./signing.js";
export * from "./tokenomics.js";
export * from "./upload.js";
export * from "./wire.js";
