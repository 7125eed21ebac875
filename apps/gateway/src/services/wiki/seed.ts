import type { SeedStep } from "../../seed/steps.js";

/** The wiki's demo: entries edited by the demo users. */
export const wikiSeed: SeedStep[] = [
  {
    order: 60,
    run: async ({ q, uids, coverPairs, now }) => {
      const editors = await q.kysely
        .selectFrom("users")
        .select(["uid", "wallet_addr as wallet"])
        .where("uid", "in", [...uids.values()])
        .orderBy("uid")
        .execute();
      const { seedWiki } = await import("../../seed/wiki.js");
      const articles = await seedWiki(
        q,
        editors,
        coverPairs.map((pair) => pair[1]),
        now,
      );
      return { articles };
    },
  },
];
