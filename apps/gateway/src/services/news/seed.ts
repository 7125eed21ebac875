import type { SeedStep } from "../../seed/steps.js";

/** The news demo: dave, a dev chain account, is the operator who writes the news and announcements. */
export const newsSeed: SeedStep[] = [
  {
    order: 40,
    run: async ({ q, uids, first, now, next }) => {
      const { seedPublications } = await import("../../seed/publications.js");
      await seedPublications(q, uids.get("dave") ?? first, [...uids.values()], now, next);
      return undefined;
    },
  },
];
