import type { ContentLang, ContentStatus } from "../content.js";

/** A save's reason is at most this long. */
export const WIKI_REASON_MAX_CHARS = 200;

/** A wiki category, named in the caller's language. */
export interface WikiCategory {
  category_id: number;
  slug: string;
  name: string;
  /** Online entries filed in it. */
  entry_count: number;
}

/** One revision of an entry as the timeline lists it (no body). Dates are ISO 8601. */
export interface WikiRevisionSummary {
  revision_id: number;
  /** sha-256 of the parent's commit id and this revision's content, in hex. */
  commit_id: string;
  parent_commit_id: string | null;
  /** The commit this revision restores, when it is a restore. */
  restored_from: string | null;
  editor_uid: number;
  editor_wallet: string;
  reason: string;
  /** pending: waits for review; approved: passed (the newest approved one is shown); refused. */
  state: "pending" | "approved" | "refused";
  title: string;
  created_at: string;
}

/** A revision with everything it saved. */
export interface WikiRevision extends WikiRevisionSummary {
  article_id: number;
  abstract: string;
  /** Cleaned HTML. */
  content: string;
  cover_url: string;
  tags: string[];
  category_id: number;
}

/** An entry as its page shows it: the last approved revision, and where its history stands. */
export interface WikiEntry {
  article_id: number;
  lang: ContentLang;
  is_howto: 0 | 1;
  status: ContentStatus;
  category: Omit<WikiCategory, "entry_count">;
  /** The shown revision; the author alone sees an entry none of whose revisions passed yet. */
  revision: WikiRevision;
  /** The newest commit: an edit must name it as its base. */
  head_commit_id: string;
  /** Revisions waiting for review. */
  pending_count: number;
  revision_count: number;
  view_count: number;
}

/** An entry in lists. */
export interface WikiEntrySummary {
  article_id: number;
  lang: ContentLang;
  title: string;
  abstract: string;
  cover_url: string;
  tags: string[];
  category_id: number;
  revision_count: number;
  view_count: number;
  updated_at: string;
}

/** What the editor needs to know. */
export interface WikiFormConfig {
  categories: WikiCategory[];
  reason_max_chars: number;
}

/** What a save answers. */
export interface WikiSaveResult {
  article_id: number;
  commit_id: string;
  state: "pending" | "approved";
}
