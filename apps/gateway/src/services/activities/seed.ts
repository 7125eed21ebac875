import type { SeedStep } from "../../seed/steps.js";

/** The activities' demo: activities with their signups. */
export const activitiesSeed: SeedStep[] = [
  {
    order: 50,
    run: async ({ q, uids, coverPairs, now }) => {
      await (await import("../../seed/activities.js")).seedActivities(q, uids, coverPairs.flat(), now);
      return undefined;
    },
  },
];
