import type { SeedStep } from "../../seed/steps.js";

/** The courses' demo. */
export const eduSeed: SeedStep[] = [
  {
    order: 90,
    run: async ({ q, uids, coverPairs, videos, now }) => {
      const media = { covers: coverPairs.map((pair) => pair[0]), video: videos[0] as string };
      await (await import("../../seed/courses.js")).seedCourses(q, [...uids.values()], media, now);
      return undefined;
    },
  },
];
