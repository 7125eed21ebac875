import type { TranslationKey } from "../../i18n";
import type { ArticleSummary, AuthorReview, ContentOp, ContentStatus, SpecialSummary } from "@icms/protocol";
import { articlePath, specialPath } from "../../app/paths";

/** One row of the content-management table, for an article, a video or a special. */
export interface ContentRow {
  id: number;
  title: string;
  /** Where the item is read. */
  path: string;
  /** Where it is edited. */
  editPath: string;
  status: ContentStatus;
  isOpen: boolean;
  updatedAt: string;
  /** Locale keys, or `#tag` shown as it is. */
  badges: (TranslationKey | `#${string}`)[];
  /** The members' decisions and the reasons of any reject (the owner's lists carry them). */
  review?: AuthorReview;
}

export function articleRow(article: ArticleSummary & { review?: AuthorReview }): ContentRow {
  const screen = article.article_type === 2 ? "write_video" : "write_article";
  return {
    id: article.article_id,
    title: article.title,
    path: articlePath(article),
    editPath: `/ucenter/${screen}?article_type=${article.article_type}&article_id=${article.article_id}${article.is_howto ? "&is_howto=1" : ""}`,
    status: article.status,
    isOpen: article.is_open === 1,
    updatedAt: article.updated_at,
    badges: [
      ...(article.is_howto ? (["content.type.howto"] as const) : []),
      ...(article.special_name ? [`#${article.special_name}` as const] : []),
    ],
    review: article.review,
  };
}

export function specialRow(special: SpecialSummary & { review?: AuthorReview }): ContentRow {
  return {
    id: special.special_id,
    title: special.name,
    path: specialPath(special.special_id),
    editPath: `/ucenter/write_special?special_id=${special.special_id}`,
    status: special.status,
    isOpen: special.is_open === 1,
    updatedAt: special.updated_at,
    badges: [special.special_type === 2 ? "content.special.channel" : "content.special.special"],
    review: special.review,
  };
}

/** The operations the table offers, in menu order; `delete` and `transfer` ask first. */
export const TABLE_OPS: ContentOp[] = ["online", "offline", "open", "close", "audit", "transfer", "delete"];

/**
 * Whether an operation makes sense for a row as it stands (the row menu hides the others). The
 * gateway still decides: a batch may hold items in any state, and its refusal (already online,
 * not reviewed, ...) is shown as it answers.
 */
export function opFits(op: ContentOp, row: Pick<ContentRow, "status" | "isOpen">): boolean {
  switch (op) {
    case "online":
      return row.status === "offline";
    case "offline":
      return row.status === "online" || row.status === "audit";
    case "open":
      return !row.isOpen;
    case "close":
      return row.isOpen;
    case "audit":
      return row.status === "offline" || row.status === "refused";
    default:
      return true;
  }
}

/** Adds or removes an id, never holding more than `max`. */
export function toggleSelected(selected: number[], id: number, max: number): number[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  return selected.length >= max ? selected : [...selected, id];
}
