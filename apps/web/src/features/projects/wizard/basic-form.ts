import {
  abstractProblem,
  type ContentLang,
  LIMITS,
  type MyProjectDetail,
  mediaUrlProblem,
  optionalDateProblem,
  optionalLinkProblem,
  richTextProblem,
  tagsProblem,
  titleProblem,
  UPLOAD_KINDS,
} from "@icms/protocol";
import { htmlHasContent } from "../../../ui/editor/editor-content";
import { type FieldMessage, type FormChecks, ruleCheck } from "../../../ui/form/rule-checks";
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

const tooLong = (max: number): FieldMessage => ({ key: "projects.form.tooLong", values: { max } });

/** The texts every version has: title, abstract, introduction and tags. */
const textChecks: FormChecks<BasicValues> = {
  title: ruleCheck(titleProblem, {
    required: { key: "projects.form.required" },
    tooLong: tooLong(LIMITS.titleMaxChars),
  }),
  abstract: ruleCheck(abstractProblem, { tooLong: tooLong(LIMITS.abstractMaxChars) }),
  // The gateway finds an empty introduction after cleaning it; the editor knows it before.
  content: (html) =>
    !htmlHasContent(html)
      ? { key: "projects.form.contentRequired" }
      : richTextProblem(html)
        ? { key: "projects.form.contentTooLong" }
        : undefined,
  tags: ruleCheck(tagsProblem, {
    tooLong: { key: "projects.form.tagsInvalid" },
    tooMany: { key: "projects.form.tagsInvalid" },
    tagTooLong: { key: "projects.form.tagsInvalid" },
  }),
};

const imageFormat: FieldMessage = {
  key: "projects.form.imageFormat",
  values: { formats: UPLOAD_KINDS.image.extensions.join(", ") },
};

/** What the first language adds: the images, the official link and the launch date. */
const sharedChecks: FormChecks<BasicValues> = {
  cover_url: ruleCheck((url) => mediaUrlProblem("image", url), {
    required: { key: "projects.form.coverRequired" },
    tooLong: tooLong(LIMITS.urlMaxChars),
    format: imageFormat,
  }),
  logo_url: ruleCheck((url) => mediaUrlProblem("image", url), {
    required: { key: "projects.form.logoRequired" },
    tooLong: tooLong(LIMITS.urlMaxChars),
    format: imageFormat,
  }),
  official_url: ruleCheck(optionalLinkProblem, {
    tooLong: tooLong(LIMITS.urlMaxChars),
    format: { key: "projects.form.linkInvalid" },
  }),
  online_time: ruleCheck(optionalDateProblem, { format: { key: "projects.form.dateInvalid" } }),
};

/**
 * The gateway's rules for the basic info, each field by the protocol's own rule; `textsOnly`
 * checks a language version (title, abstract, introduction, tags).
 */
export function basicChecks(textsOnly = false): FormChecks<BasicValues> {
  return textsOnly ? textChecks : { ...textChecks, ...sharedChecks };
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
