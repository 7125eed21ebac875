import { type FuzzHints, WEB_LINKS } from "../../shared/fuzz-hints.js";

/** A short link points at a web page. */
export const fuzzHints: FuzzHints = {
  formats: { url: WEB_LINKS },
};
