import { createHash } from "node:crypto";

/** What a revision saves, and what its commit id is computed from. */
export interface RevisionContent {
  title: string;
  abstract: string;
  content: string;
  cover_url: string;
  tags: string[];
  category_id: number;
}

/** Who made a revision, why, and where it sits in the entry's history. */
export interface RevisionOrigin {
  article_id: number;
  /** 1 for the entry's first revision, counting every revision after. */
  sequence: number;
  parent_commit_id: string | null;
  editor_wallet: string;
  reason: string;
}

/**
 * The commit id of a revision: sha-256 over its place in the history (entry, sequence, parent)
 * and everything it saved, so no two revisions share one and any change of content changes it.
 */
export function commitId(origin: RevisionOrigin, content: RevisionContent): string {
  const fields = [
    origin.article_id,
    origin.sequence,
    origin.parent_commit_id ?? "",
    origin.editor_wallet.toLowerCase(),
    origin.reason,
    content.title,
    content.abstract,
    content.content,
    content.cover_url,
    content.tags,
    content.category_id,
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}
