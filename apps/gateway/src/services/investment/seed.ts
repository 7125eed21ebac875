import type { SeedStep } from "../../seed/steps.js";

/** The investment demo. */
export const investmentSeed: SeedStep[] = [
  {
    order: 150,
    run: async ({ q, uids }) => {
      await (await import("../../seed/investment.js")).seedInvestment(q, uids);
      return undefined;
    },
  },
];
