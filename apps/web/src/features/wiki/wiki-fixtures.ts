import type { WikiEntry, WikiRevision } from "@icms/protocol";

/** A commit id made of one repeated hex digit, for tests. */
export const commitOf = (digit: string) => digit.repeat(64);

export function revision(digit: string, changes: Partial<WikiRevision> = {}): WikiRevision {
  return {
    revision_id: digit.charCodeAt(0),
    article_id: 7,
    commit_id: commitOf(digit),
    parent_commit_id: null,
    restored_from: null,
    editor_uid: 3,
    editor_wallet: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
    reason: `Reason ${digit}`,
    state: "approved",
    title: "Merkle tree",
    abstract: "A tree of hashes",
    content: "<p>Leaves are hashed.</p>",
    cover_url: "/uploads/image/c.png",
    tags: ["hash"],
    category_id: 1,
    created_at: "2026-01-01T00:00:00.000Z",
    ...changes,
  };
}

export function entry(shown: WikiRevision, changes: Partial<WikiEntry> = {}): WikiEntry {
  return {
    article_id: shown.article_id,
    lang: "en",
    is_howto: 0,
    status: "online",
    category: { category_id: 1, slug: "basics", name: "Blockchain basics" },
    revision: shown,
    head_commit_id: shown.commit_id,
    pending_count: 0,
    revision_count: 1,
    view_count: 0,
    ...changes,
  };
}
