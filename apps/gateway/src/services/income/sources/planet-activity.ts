import { sql } from "kysely";
import type { ContributionSource } from "./source.js";

/** A like of a planet topic by someone else, scored for the topic's author. */
export const planetLikesReceived: ContributionSource = {
  kind: "planet_like_received",
  weight: 1,
  events: (until) => sql`
    SELECT l.topic_id::text || ':' || l.uid::text AS source_id, u.wallet_addr AS wallet, 1 AS units,
           l.created_at AS occurred_at
      FROM planet_likes l
      JOIN planet_topics t ON t.id = l.topic_id
      JOIN users u ON u.uid = t.author_uid
     WHERE l.uid <> t.author_uid AND l.created_at < ${until}`,
};

/** A comment on a planet topic by someone else, scored for the topic's author. */
export const planetCommentsReceived: ContributionSource = {
  kind: "planet_comment_received",
  weight: 1,
  events: (until) => sql`
    SELECT c.id::text AS source_id, u.wallet_addr AS wallet, 1 AS units, c.created_at AS occurred_at
      FROM planet_comments c
      JOIN planet_topics t ON t.id = c.topic_id
      JOIN users u ON u.uid = t.author_uid
     WHERE c.author_uid <> t.author_uid AND c.created_at < ${until}`,
};
