/**
 * What other areas use of the user area: the privilege check of staff-only calls, and who an
 * `@nickname` in a comment or topic names (for their mention notices).
 */
export { mentionedUsers } from "./mentions.js";
export { requirePrivilege } from "./privileges.js";
