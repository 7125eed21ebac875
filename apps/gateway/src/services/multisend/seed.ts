import type { SeedStep } from "../../seed/steps.js";

/** The multi-send demo. */
export const multisendSeed: SeedStep[] = [
  {
    order: 140,
    run: async ({ q, uids, now }) => {
      await (await import("../../seed/multisend.js")).seedMultisend(q, uids, now);
      return undefined;
    },
  },
];
