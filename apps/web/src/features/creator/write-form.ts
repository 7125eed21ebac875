import { CONTENT_LIMITS, type ContentLang, LIMITS, MEDIA, type SpecialType, splitTags } from "@icms/protocol";
import { htmlHasContent } from "../../ui/editor/editor-commands";
import { fileExtension } from "../../ui/upload";
import type { ArticleInput, SpecialInput } from "./queries";

/** A failed rule: the locale key of its message, with the values the message names. */
interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

/** Characters as people count them (code points), as the gateway does. */
const chars = (value: string) => [...value].length;

function tagsError(value: string): FieldError | undefined {
  const tags = splitTags(value);
  if (tags.length > CONTENT_LIMITS.tagsMax)
    return { key: "write.errors.tooManyTags", values: { max: CONTENT_LIMITS.tagsMax } };
  if (tags.some((tag) => chars(tag) > CONTENT_LIMITS.tagMaxChars)) {
    return { key: "write.errors.tagTooLong", values: { max: CONTENT_LIMITS.tagMaxChars } };
  }
  return undefined;
}

function coverError(url: string): FieldError | undefined {
  if (!url.trim()) return { key: "write.errors.coverRequired" };
  if (!(MEDIA.coverExtensions as readonly string[]).includes(fileExtension(url))) {
    return { key: "write.errors.coverFormat", values: { formats: MEDIA.coverExtensions.join(", ") } };
  }
  return undefined;
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
  const title = values.title.trim();
  if (!title) errors.title = { key: "write.errors.titleRequired" };
  else if (chars(title) > LIMITS.titleMaxChars)
    errors.title = { key: "write.errors.tooLong", values: { max: LIMITS.titleMaxChars } };
  if (chars(values.abstract.trim()) > LIMITS.abstractMaxChars) {
    errors.abstract = { key: "write.errors.tooLong", values: { max: LIMITS.abstractMaxChars } };
  }
  errors.tags = tagsError(values.tags);
  errors.cover_url = coverError(values.cover_url);
  if (!htmlHasContent(values.content)) errors.content = { key: "write.errors.contentRequired" };
  else if (values.content.length > CONTENT_LIMITS.contentMaxChars)
    errors.content = { key: "write.errors.contentTooLong" };
  if (isVideo) {
    if (!values.video_url.trim()) errors.video_url = { key: "write.errors.videoRequired" };
    else if (!(MEDIA.videoExtensions as readonly string[]).includes(fileExtension(values.video_url))) {
      errors.video_url = { key: "write.errors.videoFormat" };
    }
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
  const name = values.name.trim();
  if (!name) errors.name = { key: "write.errors.nameRequired" };
  else if (chars(name) > LIMITS.specialNameMaxChars) {
    errors.name = { key: "write.errors.tooLong", values: { max: LIMITS.specialNameMaxChars } };
  }
  if (chars(values.abstract.trim()) > LIMITS.abstractMaxChars) {
    errors.abstract = { key: "write.errors.tooLong", values: { max: LIMITS.abstractMaxChars } };
  }
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
