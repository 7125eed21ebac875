import type { SeedStep } from "../../seed/steps.js";

/** The planets' demo: open planets with topics and comments, then planets behind entry gates. */
export const planetsSeed: SeedStep[] = [
  {
    order: 70,
    run: async ({ q, uids, coverPairs, videos, now }) => {
      await (await import("../../seed/planets.js")).seedPlanets(q, uids, coverPairs.flat(), videos, now);
      return undefined;
    },
  },
  {
    order: 80,
    run: async ({ q, uids, coverPairs, now }) => {
      await (await import("../../seed/planet-gates.js")).seedGatedPlanets(q, uids, coverPairs.flat(), now);
      return undefined;
    },
  },
];
