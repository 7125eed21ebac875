import { api } from "@icms/protocol";
import type { FuzzHints } from "../../shared/fuzz-hints.js";

export const fuzzHints: FuzzHints = {
  ids: { circle_id: [{ slot: "planet" }], topic_id: [{ slot: "topic" }], comment_id: [{ slot: "planetComment" }] },
  slots: {
    planetComment: async (world) => {
      const topic_id = await world.id("topic");
      const saved = await world.owner.client.call(api.appsocial_msrv.comment_add, { topic_id, content: "Seeded" });
      return saved.comment_id;
    },
  },
};
