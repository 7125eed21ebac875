import type { FuzzHints } from "../../shared/fuzz-hints.js";

/** A revision's commit id is a sha-256 in hex; the wiki's `article_id` is an entry's. */
const COMMIT = ["ab".repeat(32)];

export const fuzzHints: FuzzHints = {
  formats: { commit_id: COMMIT, base_commit_id: COMMIT, head_commit_id: COMMIT, parent_commit_id: COMMIT },
  ids: { article_id: [{ slot: "wikiArticle", when: /wiki/ }] },
  texts: { commit_id: "wikiCommit", base_commit_id: "wikiCommit" },
};
