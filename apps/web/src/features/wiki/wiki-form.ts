import {
  type ContentLang,
  LIMITS,
  WIKI_REASON_MAX_CHARS,
  type WikiRevision,
  abstractProblem,
  titleProblem,
} from "@icms/protocol";
import { type FieldMessage, type FormChecks, ruleCheck } from "../../ui/form/rule-checks";

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

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim() !== "" || /<img\b/i.test(html);
const tooLong = (max: number): FieldMessage => ({ key: "wiki.form.tooLong", values: { max } });

/** The rules the gateway would refuse a save by, per field. */
export const wikiChecks: FormChecks<WikiValues> = {
  title: ruleCheck(titleProblem, {
    required: { key: "wiki.form.titleRequired" },
    tooLong: tooLong(LIMITS.titleMaxChars),
  }),
  abstract: ruleCheck(abstractProblem, { tooLong: tooLong(LIMITS.abstractMaxChars) }),
  cover_url: (url) => (url ? undefined : { key: "wiki.form.coverRequired" }),
  category_id: (id) => (id ? undefined : { key: "wiki.form.categoryRequired" }),
  content: (html) => (hasText(html) ? undefined : { key: "wiki.form.contentRequired" }),
  reason: (reason) =>
    reason.trim() === ""
      ? { key: "wiki.form.reasonRequired" }
      : [...reason.trim()].length > WIKI_REASON_MAX_CHARS
        ? tooLong(WIKI_REASON_MAX_CHARS)
        : undefined,
};

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
