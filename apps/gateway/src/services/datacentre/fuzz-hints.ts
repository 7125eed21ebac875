import type { FuzzHints } from "../../shared/fuzz-hints.js";

/** Calendar days for the custom ranges, and what a page's beacon sends. */
export const fuzzHints: FuzzHints = {
  formats: {
    start_date: ["2026-01-01", "2026-02-28", "2025-11-30"],
    end_date: ["2026-01-31", "2026-03-01", "2026-11-01"],
    visitor_id: ["visitor-0001", "4f1c2a9e-7b7d-4c51-9a55-1f1f5b3c9d10"],
    referrer_host: ["www.google.com", "news.ycombinator.com", ""],
    short_code: ["Ab12Cd34"],
  },
};
