import { EMAILS, type FuzzHints } from "../../shared/fuzz-hints.js";

/** The investment forms ask for a contact address and the project's site. */
export const fuzzHints: FuzzHints = {
  formats: { email: EMAILS, contact_email: EMAILS, official_site: ["https://example.org"] },
};
