import type { TranslationKey } from "../../i18n";
import {
  abstractProblem,
  CONTENT_LIMITS,
  type ContentLang,
  LIMITS,
  type MediaUrlProblem,
  mediaUrlProblem,
  richTextProblem,
  type SpecialType,
  TAGS_INPUT_MAX_CHARS,
  specialNameProblem,
  splitTags,
  type TextProblem,
  type TagsProblem,
  tagsProblem,
  titleProblem,
  UPLOAD_KINDS,
} from "@icms/protocol";
import { htmlHasContent } from "../../ui/editor/editor-content";
import type { ArticleInput, SpecialInput } from "./queries";

/**
 * The article and special forms. Each field is checked by the protocol's own rule (the one the
 * gateway's schema runs); this module only maps a failure to its message key.
 */

/** A failed rule: the locale key of its message, with the values the message names. */
interface FieldError {
  key: TranslationKey;
  values?: Record<string, string | number>;
}
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

const tooLong = (max: number): FieldError => ({ key: "write.errors.tooLong", values: { max } });

function textError(problem: TextProblem | null, requiredKey: TranslationKey, max: number): FieldError | undefined {
  if (problem === "required") return { key: requiredKey };
  return problem === "tooLong" ? tooLong(max) : undefined;
}

const TAGS_ERRORS: Record<TagsProblem, FieldError> = {
  tooLong: tooLong(TAGS_INPUT_MAX_CHARS),
  tooMany: { key: "write.errors.tooManyTags", values: { max: CONTENT_LIMITS.tagsMax } },
  tagTooLong: { key: "write.errors.tagTooLong", values: { max: CONTENT_LIMITS.tagMaxChars } },
};

const COVER_ERRORS: Record<MediaUrlProblem, FieldError> = {
  required: { key: "write.errors.coverRequired" },
  tooLong: tooLong(LIMITS.urlMaxChars),
  format: { key: "write.errors.coverFormat", values: { formats: UPLOAD_KINDS.image.extensions.join(", ") } },
};

const VIDEO_ERRORS: Record<MediaUrlProblem, FieldError> = {
  required: { key: "write.errors.videoRequired" },
  tooLong: tooLong(LIMITS.urlMaxChars),
  format: { key: "write.errors.videoFormat" },
};

function tagsError(value: string): FieldError | undefined {
  const problem = tagsProblem(value);
  return problem ? TAGS_ERRORS[problem] : undefined;
}

function coverError(url: string): FieldError | undefined {
  const problem = mediaUrlProblem("image", url);
  return problem ? COVER_ERRORS[problem] : undefined;
}

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
export type ArticleField = keyof ArticleValues;

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
export function validateArticle(values: ArticleValues, isVideo: boolean): FormErrors<ArticleField> {
  const errors: FormErrors<ArticleField> = {};
  errors.title = textError(titleProblem(values.title), "write.errors.titleRequired", LIMITS.titleMaxChars);
  if (abstractProblem(values.abstract)) errors.abstract = tooLong(LIMITS.abstractMaxChars);
  errors.tags = tagsError(values.tags);
  errors.cover_url = coverError(values.cover_url);
  // The gateway finds an empty body after cleaning it; the editor knows it before.
  if (!htmlHasContent(values.content)) errors.content = { key: "write.errors.contentRequired" };
  else if (richTextProblem(values.content)) errors.content = { key: "write.errors.contentTooLong" };
  if (isVideo) {
    const problem = mediaUrlProblem("video", values.video_url);
    if (problem) errors.video_url = VIDEO_ERRORS[problem];
  }
  for (const key of Object.keys(errors) as ArticleField[]) if (!errors[key]) delete errors[key];
  return errors;
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
export type SpecialField = keyof SpecialValues;

export function validateSpecial(values: SpecialValues): FormErrors<SpecialField> {
  const errors: FormErrors<SpecialField> = {};
  errors.name = textError(specialNameProblem(values.name), "write.errors.nameRequired", LIMITS.specialNameMaxChars);
  if (abstractProblem(values.abstract)) errors.abstract = tooLong(LIMITS.abstractMaxChars);
  errors.tags = tagsError(values.tags);
  errors.cover_url = coverError(values.cover_url);
  for (const key of Object.keys(errors) as SpecialField[]) if (!errors[key]) delete errors[key];
  return errors;
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
