import { sql } from "kysely";
import type { ContributionSource } from "./source.js";

/** A review decision an X-Man signed (pass or reject), scored for the reviewer. */
export const reviewsMade: ContributionSource = {
  kind: "review_made",
  weight: 3,
  events: (until) => sql`
    SELECT d.id::text AS source_id, lower(d.wallet_addr) AS wallet, 1 AS units, d.created_at AS occurred_at
      FROM review_decisions d
     WHERE d.created_at < ${until}`,
};
