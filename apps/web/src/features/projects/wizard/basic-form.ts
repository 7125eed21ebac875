import {
  abstractProblem,
  type ContentLang,
  LIMITS,
  type MyProjectDetail,
  optionalDateProblem,
  optionalLinkProblem,
  richTextProblem,
  tagsProblem,
  titleProblem,
} from "@icms/protocol";
import type { TranslationKey } from "../../../i18n";
import type { BasicInput } from "../my-queries";

/** What the basic info step holds while the owner writes. */
export interface BasicValues {
  lang: ContentLang;
  title: string;
  abstract: string;
  content: string;
  tags: string;
  cover_url: string;
  logo_url: string;
  official_url: string;
  online_time: string;
}
export type BasicField = keyof BasicValues;
export type Problem = { key: TranslationKey; values?: Record<string, unknown> };

export function emptyBasic(lang: ContentLang): BasicValues {
  return {
    lang,
    title: "",
    abstract: "",
    content: "",
    tags: "",
    cover_url: "",
    logo_url: "",
    official_url: "",
    online_time: "",
  };
}

/** The form's values from the saved draft (the wizard resumes from the gateway's copy). */
export function basicValues(project: MyProjectDetail): BasicValues {
  return {
    lang: project.lang,
    title: project.title,
    abstract: project.abstract,
    content: project.content,
    tags: project.tags.join(", "),
    cover_url: project.cover_url,
    logo_url: project.logo_url,
    official_url: project.official_url,
    online_time: project.online_time ?? "",
  };
}

/** An empty rich text editor answers "<p></p>": that is no content. */
function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === "" && !/<img\b/i.test(html)
  );
}

/**
 * The problems the gateway would refuse, by field; empty when the step can be saved.
 * `textsOnly` checks a language version (title, abstract, content, tags).
 */
export function validateBasic(v: BasicValues, textsOnly = false): Partial<Record<BasicField, Problem>> {
  const problems: Partial<Record<BasicField, Problem>> = {};
  const title = titleProblem(v.title);
  if (title === "required") problems.title = { key: "projects.form.required" };
  else if (title) problems.title = { key: "projects.form.tooLong", values: { max: LIMITS.titleMaxChars } };
  if (abstractProblem(v.abstract))
    problems.abstract = { key: "projects.form.tooLong", values: { max: LIMITS.abstractMaxChars } };
  if (isBlankHtml(v.content)) problems.content = { key: "projects.form.contentRequired" };
  else if (richTextProblem(v.content)) problems.content = { key: "projects.form.contentTooLong" };
  if (tagsProblem(v.tags)) problems.tags = { key: "projects.form.tagsInvalid" };
  if (textsOnly) return problems;
  if (!v.cover_url) problems.cover_url = { key: "projects.form.coverRequired" };
  if (!v.logo_url) problems.logo_url = { key: "projects.form.logoRequired" };
  if (optionalLinkProblem(v.official_url)) problems.official_url = { key: "projects.form.linkInvalid" };
  if (optionalDateProblem(v.online_time)) problems.online_time = { key: "projects.form.dateInvalid" };
  return problems;
}

/** What the save calls are sent. */
export function basicInput(v: BasicValues): BasicInput {
  return {
    lang: v.lang,
    title: v.title.trim(),
    abstract: v.abstract.trim(),
    content: v.content,
    tags: v.tags,
    cover_url: v.cover_url,
    logo_url: v.logo_url,
    official_url: v.official_url.trim(),
    online_time: v.online_time.trim(),
  };
}
