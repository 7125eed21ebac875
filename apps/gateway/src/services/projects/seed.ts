import type { SeedStep } from "../../seed/steps.js";

/** The projects' demo. */
export const projectsSeed: SeedStep[] = [
  {
    order: 110,
    run: async ({ q, uids, coverPairs, now }) => {
      const images = coverPairs.map((pair) => pair[0]);
      await (await import("../../seed/projects.js")).seedProjects(q, uids, images, now);
      return undefined;
    },
  },
];
