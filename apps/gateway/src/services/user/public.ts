/** What other areas use of the user area: the privilege check of staff-only calls. */
export { requirePrivilege } from "./privileges.js";
