import { EMAILS, type FuzzHints, WEB_LINKS } from "../../shared/fuzz-hints.js";

/** An activity's calendar asks for a month or a day; its sign-up form for an email. */
export const fuzzHints: FuzzHints = {
  formats: {
    link: WEB_LINKS,
    email: EMAILS,
    month: ["2099-06", "2025-02"],
    date: ["2099-06-15", "2025-02-28"],
  },
  ids: { activity_id: [{ slot: "activity" }] },
};
