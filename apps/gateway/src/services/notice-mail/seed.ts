import { sql } from "kysely";
import type { SeedStep } from "../../seed/steps.js";

/**
 * alice (the README's demo sign-in) has a confirmed notification address on an example domain,
 * so the settings show the confirmed state and, in development, her digest is written to the log
 * (no SMTP_URL) at 08:00 UTC. Draws nothing from the demo's random sequence.
 */
export const noticeMailSeed: SeedStep[] = [
  {
    order: 200,
    run: async ({ q, uids, now }) => {
      const alice = uids.get("alice");
      if (alice === undefined) return undefined;
      await q.kysely
        .insertInto("notice_emails")
        .values({
          uid: alice,
          email: "alice@example.com",
          lang: "en",
          digest_hour: 8,
          confirmed_at: now,
          last_digest_at: sql<Date>`${now}::timestamptz - interval '1 day'`,
        })
        .onConflict((oc) => oc.column("uid").doNothing())
        .execute();
      return undefined;
    },
  },
];
