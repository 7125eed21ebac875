import { api } from "@icms/protocol";
import type { FuzzHints } from "../../shared/fuzz-hints.js";

export const fuzzHints: FuzzHints = {
  ids: { information_id: [{ slot: "news" }], announcement_id: [{ slot: "announcement" }] },
  slots: {
    announcement: async (world) => {
      const saved = await world.owner.client.call(api.appcms_msrv.announcement_add_save, {
        lang: "en",
        title: `Race notice ${world.tag}`,
        abstract: "",
        content: "<p>Maintenance tonight.</p>",
      });
      return saved.announcement_id;
    },
  },
};
