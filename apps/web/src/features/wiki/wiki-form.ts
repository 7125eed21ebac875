import {
  type ContentLang,
  LIMITS,
  WIKI_REASON_MAX_CHARS,
  type WikiRevision,
  abstractProblem,
  titleProblem,
} from "@icms/protocol";
import type { TranslationKey } from "../../i18n";

/** What the entry form holds while the user writes. */
export interface WikiValues {
  title: string;
  abstract: string;
  tags: string;
  cover_url: string;
  category_id: string;
  lang: ContentLang | "";
  content: string;
  reason: string;
}

export type WikiField = keyof WikiValues;

export const emptyWiki: WikiValues = {
  title: "",
  abstract: "",
  tags: "",
  cover_url: "",
  category_id: "",
  lang: "",
  content: "",
  reason: "",
};

/** The form filled from the revision an edit starts from; the reason is the editor's own. */
export function valuesOf(revision: WikiRevision): WikiValues {
  return {
    title: revision.title,
    abstract: revision.abstract,
    tags: revision.tags.join(", "),
    cover_url: revision.cover_url,
    category_id: String(revision.category_id),
    lang: "",
    content: revision.content,
    reason: "",
  };
}

type Problem = { key: TranslationKey; values?: Record<string, unknown> };

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim() !== "" || /<img\b/i.test(html);

/** The problems the gateway would refuse, by field; empty when the form can be sent. */
export function validateWiki(v: WikiValues): Partial<Record<WikiField, Problem>> {
  const problems: Partial<Record<WikiField, Problem>> = {};
  const title = titleProblem(v.title);
  if (title === "required") problems.title = { key: "wiki.form.titleRequired" };
  else if (title) problems.title = { key: "wiki.form.tooLong", values: { max: LIMITS.titleMaxChars } };
  if (abstractProblem(v.abstract))
    problems.abstract = { key: "wiki.form.tooLong", values: { max: LIMITS.abstractMaxChars } };
  if (!v.cover_url) problems.cover_url = { key: "wiki.form.coverRequired" };
  if (!v.category_id) problems.category_id = { key: "wiki.form.categoryRequired" };
  if (!hasText(v.content)) problems.content = { key: "wiki.form.contentRequired" };
  if (v.reason.trim() === "") problems.reason = { key: "wiki.form.reasonRequired" };
  else if ([...v.reason.trim()].length > WIKI_REASON_MAX_CHARS) {
    problems.reason = { key: "wiki.form.tooLong", values: { max: WIKI_REASON_MAX_CHARS } };
  }
  return problems;
}

/** The fields every save sends. */
export function entryInput(v: WikiValues) {
  return {
    title: v.title.trim(),
    abstract: v.abstract.trim(),
    tags: v.tags,
    cover_url: v.cover_url,
    category_id: Number(v.category_id),
    content: v.content,
    reason: v.reason.trim(),
  };
}
