import type { SeedStep } from "../../seed/steps.js";

/** The DAO's demo: signed votes on the demo proposals (with a local chain), then items under review. */
export const daoSeed: SeedStep[] = [
  {
    order: 20,
    run: async ({ q, chain, authors }) => {
      if (chain) await (await import("../../seed/dao-votes.js")).seedDaoVotes(q, chain, authors);
      return undefined;
    },
  },
  {
    order: 30,
    run: async ({ q, uids, authors, reviewDomain, coverPairs, videos, now }) => {
      const { seedDaoReview } = await import("../../seed/dao-review.js");
      const keys = new Map(authors.flatMap((a) => (a.privateKey ? [[a.name, a.privateKey] as const] : [])));
      return seedDaoReview(q, {
        uids,
        keys,
        domain: reviewDomain,
        covers: coverPairs.map((pair) => pair[0]),
        video: videos[0] as string,
        now,
      });
    },
  },
];
