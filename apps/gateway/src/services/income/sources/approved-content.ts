import { sql } from "kysely";
import type { ContributionSource } from "./source.js";

/** An article or video that went online, scored for its author. */
export const approvedContent: ContributionSource = {
  kind: "approved_content",
  weight: 10,
  events: (until) => sql`
    SELECT a.id::text AS source_id, u.wallet_addr AS wallet, 1 AS units,
           coalesce(a.passed_at, a.published_at) AS occurred_at
      FROM articles a JOIN users u ON u.uid = a.author_uid
     WHERE a.status = 'online' AND coalesce(a.passed_at, a.published_at) < ${until}`,
};
