import type { SeedStep } from "../../seed/steps.js";

/** The open platform's demo: alice's developer apps. */
export const developerSeed: SeedStep[] = [
  {
    order: 130,
    run: async ({ q, uids, first, now }) => {
      await (await import("../../seed/developer.js")).seedDeveloper(q, uids.get("alice") ?? first, now);
      return undefined;
    },
  },
];
