import type { SeedStep } from "../../seed/steps.js";

/** The income demo: settled days (with a local chain, only days the index has passed). */
export const incomeSeed: SeedStep[] = [
  {
    order: 120,
    run: async ({ q, now, chain }) => {
      await (await import("../../seed/income.js")).seedIncome(q, now, { requireIndex: chain !== undefined });
      return undefined;
    },
  },
];
