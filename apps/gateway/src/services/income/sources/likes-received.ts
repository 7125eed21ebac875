import { sql } from "kysely";
import type { ContributionSource } from "./source.js";

/** A like of an article by someone else, scored for its author (a like taken back and given again counts once). */
export const likesReceived: ContributionSource = {
  kind: "like_received",
  weight: 1,
  events: (until) => sql`
    SELECT l.article_id::text || ':' || l.uid::text AS source_id, u.wallet_addr AS wallet, 1 AS units,
           l.created_at AS occurred_at
      FROM article_likes l
      JOIN articles a ON a.id = l.article_id
      JOIN users u ON u.uid = a.author_uid
     WHERE l.uid <> a.author_uid AND l.created_at < ${until}`,
};
