import { sql } from "kysely";
import type { ContributionSource } from "./source.js";

/** A DAO NFT purchase that named its buyer's inviter as referrer, scored per NFT for the inviter. */
export const invitePurchases: ContributionSource = {
  kind: "invite_purchase",
  weight: 20,
  events: (until) => sql`
    SELECT p.chain_id::text || ':' || p.tx_hash || ':' || p.log_index::text AS source_id, p.referrer AS wallet,
           p.quantity AS units, e.indexed_at AS occurred_at
      FROM chain_purchases p
      JOIN chain_events e ON e.chain_id = p.chain_id AND e.tx_hash = p.tx_hash AND e.log_index = p.log_index
     WHERE p.referrer IS NOT NULL AND e.indexed_at < ${until}`,
};
