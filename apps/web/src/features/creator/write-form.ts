import {
  abstractProblem,
  CONTENT_LIMITS,
  type ContentLang,
  LIMITS,
  mediaUrlProblem,
  richTextProblem,
  type SpecialType,
  TAGS_INPUT_MAX_CHARS,
  specialNameProblem,
  splitTags,
  tagsProblem,
  titleProblem,
  UPLOAD_KINDS,
} from "@icms/protocol";
import { htmlHasContent } from "../../ui/editor/editor-content";
import {
  type FieldMessage,
  type FormChecks,
  type FormProblems,
  formProblems,
  ruleCheck,
} from "../../ui/form/rule-checks";
import type { ArticleInput, SpecialInput } from "./queries";

/**
 * The article and special forms. Each field is checked by the protocol's own rule (the one the
 * gateway's schema runs); this module only maps a failure to its message key.
 */

const tooLong = (max: number): FieldMessage => ({ key: "write.errors.tooLong", values: { max } });

const tagsCheck = ruleCheck(tagsProblem, {
  tooLong: tooLong(TAGS_INPUT_MAX_CHARS),
  tooMany: { key: "write.errors.tooManyTags", values: { max: CONTENT_LIMITS.tagsMax } },
  tagTooLong: { key: "write.errors.tagTooLong", values: { max: CONTENT_LIMITS.tagMaxChars } },
});

const coverCheck = ruleCheck((url) => mediaUrlProblem("image", url), {
  required: { key: "write.errors.coverRequired" },
  tooLong: tooLong(LIMITS.urlMaxChars),
  format: { key: "write.errors.coverFormat", values: { formats: UPLOAD_KINDS.image.extensions.join(", ") } },
});

const videoCheck = ruleCheck((url) => mediaUrlProblem("video", url), {
  required: { key: "write.errors.videoRequired" },
  tooLong: tooLong(LIMITS.urlMaxChars),
  format: { key: "write.errors.videoFormat" },
});

const abstractCheck = ruleCheck(abstractProblem, { tooLong: tooLong(LIMITS.abstractMaxChars) });

export interface ArticleValues {
  title: string;
  abstract: string;
  tags: string;
  cover_url: string;
  video_url: string;
  content: string;
  special_id: string;
  lang: ContentLang | "";
  is_open: boolean;
}

export const emptyArticle: ArticleValues = {
  title: "",
  abstract: "",
  tags: "",
  cover_url: "",
  video_url: "",
  content: "",
  special_id: "",
  lang: "",
  is_open: true,
};

/** The gateway's rules for an article or a video, checked before sending. */
export function articleChecks(isVideo: boolean): FormChecks<ArticleValues> {
  return {
    title: ruleCheck(titleProblem, {
      required: { key: "write.errors.titleRequired" },
      tooLong: tooLong(LIMITS.titleMaxChars),
    }),
    abstract: abstractCheck,
    tags: tagsCheck,
    cover_url: coverCheck,
    // The gateway finds an empty body after cleaning it; the editor knows it before.
    content: (html) =>
      !htmlHasContent(html)
        ? { key: "write.errors.contentRequired" }
        : richTextProblem(html)
          ? { key: "write.errors.contentTooLong" }
          : undefined,
    video_url: isVideo ? videoCheck : undefined,
  };
}

export function validateArticle(values: ArticleValues, isVideo: boolean): FormProblems<ArticleValues> {
  return formProblems(articleChecks(isVideo), values);
}

/** The form as `my_article_add_save` / `my_article_edit_save` take it. */
export function articleInput(values: ArticleValues, articleType: 1 | 2, isHowto: boolean): ArticleInput {
  return {
    article_type: articleType,
    is_howto: isHowto ? 1 : 0,
    lang: values.lang || undefined,
    title: values.title.trim(),
    abstract: values.abstract.trim(),
    content: values.content,
    cover_url: values.cover_url.trim(),
    video_url: articleType === 2 ? values.video_url.trim() : undefined,
    tags: splitTags(values.tags).join(","),
    special_id: values.special_id ? Number(values.special_id) : null,
    is_open: values.is_open ? 1 : 0,
  };
}

export interface SpecialValues {
  special_type: SpecialType;
  name: string;
  abstract: string;
  tags: string;
  cover_url: string;
  is_open: boolean;
}
export const specialChecks: FormChecks<SpecialValues> = {
  name: ruleCheck(specialNameProblem, {
    required: { key: "write.errors.nameRequired" },
    tooLong: tooLong(LIMITS.specialNameMaxChars),
  }),
  abstract: abstractCheck,
  tags: tagsCheck,
  cover_url: coverCheck,
};

export function validateSpecial(values: SpecialValues): FormProblems<SpecialValues> {
  return formProblems(specialChecks, values);
}

export function specialInput(values: SpecialValues): SpecialInput {
  return {
    special_type: values.special_type,
    name: values.name.trim(),
    abstract: values.abstract.trim(),
    cover_url: values.cover_url.trim(),
    tags: splitTags(values.tags).join(","),
    is_open: values.is_open ? 1 : 0,
  };
}
