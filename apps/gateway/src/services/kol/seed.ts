import type { SeedStep } from "../../seed/steps.js";

/** The KOL demo: profiles in each state, reviewed by dave (the demo operator). */
export const kolSeed: SeedStep[] = [
  {
    order: 100,
    run: async ({ q, uids, first, videos, now }) => {
      await (await import("../../seed/kols.js")).seedKols(q, uids, uids.get("dave") ?? first, videos[0] as string, now);
      return undefined;
    },
  },
];
