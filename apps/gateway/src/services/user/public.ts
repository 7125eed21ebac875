/**
 * What other areas use of the user area: the privilege check of staff-only calls, the value of a
 * right a creator's level grants (the upload size, the count of specials), and who an `@nickname`
 * in a comment or topic names (for their mention notices).
 */
export { mentionedUsers } from "./mentions.js";
export { grantedValue, requirePrivilege } from "./privileges.js";
