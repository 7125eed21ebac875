import { sql } from "kysely";
import type { ContributionSource } from "./source.js";

/** A visit credited to the user who forwarded the link (`services/shares/forward-credit.ts`). */
export const sharesForwarded: ContributionSource = {
  kind: "share_forwarded",
  weight: 1,
  events: (until) => sql`
    SELECT f.id::text AS source_id, lower(u.wallet_addr) AS wallet, 1 AS units, f.created_at AS occurred_at
      FROM share_forwards f JOIN users u ON u.uid = f.forwarder_uid
     WHERE f.created_at < ${until}`,
};
