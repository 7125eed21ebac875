import type { SeedStep } from "../../seed/steps.js";

/** The data centre demo: 60 days of views, reads and sources for alice's pieces, rolled up, and the levels. */
export const datacentreSeed: SeedStep[] = [
  {
    // After the income demo (120), whose ledger and credits the rollup attributes.
    order: 130,
    run: async ({ q, uids, now }) => {
      await (await import("./seed-events.js")).seedDatacentre(q, uids, now);
      return undefined;
    },
  },
];
