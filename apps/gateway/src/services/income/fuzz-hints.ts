import type { FuzzHints } from "../../shared/fuzz-hints.js";

/** A withdrawal's amount: part of what each user of the world was credited. */
export const fuzzHints: FuzzHints = {
  texts: { amount: "withdrawAmount" },
};
