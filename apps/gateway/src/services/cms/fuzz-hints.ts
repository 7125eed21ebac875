import { api } from "@icms/protocol";
import type { FuzzHints } from "../../shared/fuzz-hints.js";

/** Articles, columns and tags; a bulk call's `ids` are those of the resource it is named for. */
export const fuzzHints: FuzzHints = {
  ids: {
    article_id: [{ slot: "article" }],
    special_id: [{ slot: "special" }],
    tag_id: [{ slot: "tag" }],
    ids: [
      { slot: "special", when: /special/ },
      { slot: "article", when: /article/ },
    ],
  },
  // A list's keyset position (`<microseconds>_<id>`, as next_cursor gives it): a random string
  // almost never has that shape.
  formats: { cursor: ["1764288000000000_1", "1764288000123456_2147483647", "1_1"] },
  // An article or a column handed over to someone else.
  texts: { to_wallet: "strangerWallet" },
  slots: {
    special: async (world) => {
      const saved = await world.owner.client.call(api.appcms_msrv.special_add_save, {
        name: `Race column ${world.tag}`,
        abstract: "Seeded for the race fuzzer",
        cover_url: `/uploads/image/2025/01/${"a".repeat(32)}.png`,
        tags: `race${world.tag}`,
      });
      return saved.special_id;
    },
  },
};
