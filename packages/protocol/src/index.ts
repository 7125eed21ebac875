// The package as Node loads it (the gateway, the tests, the tools): the shared part, the group
// declarations with their input schemas, and what only the gateway needs.
export * from "./shared.js";
export * from "./actions/index.js";
export * from "./actions/codes.js";
export * from "./actions/common.js";
export * from "./actions/declarations.js";
export * from "./actions/define.js";
export * from "./openapi.js";
