import {
  abstractProblem,
  type CourseCoin,
  type CourseDetail,
  type ContentLang,
  isPositivePrice,
  LIMITS,
  priceProblem,
  tagsProblem,
  titleProblem,
} from "@icms/protocol";
import type { TranslationKey } from "../../../i18n";
import type { CourseSaveInput } from "./authoring-queries";

/** What the course form holds while the author writes. */
export interface CourseValues {
  name: string;
  cate_id: string;
  lang: ContentLang | "";
  is_free: boolean;
  price: string;
  coin: CourseCoin;
  tags: string;
  cover_url: string;
  abstract: string;
  details: string;
}
export type CourseField = keyof CourseValues;
export type Problem = { key: TranslationKey; values?: Record<string, unknown> };

export const emptyCourse: CourseValues = {
  name: "",
  cate_id: "",
  lang: "",
  is_free: false,
  price: "",
  coin: "USDT",
  tags: "",
  cover_url: "",
  abstract: "",
  details: "",
};

export function courseValues(course: CourseDetail): CourseValues {
  return {
    name: course.name,
    cate_id: String(course.cate_id),
    lang: course.lang,
    is_free: course.is_free === 1,
    price: course.is_free === 1 ? "" : course.price,
    coin: course.coin,
    tags: course.tags.join(", "),
    cover_url: course.cover_url,
    abstract: course.abstract,
    details: course.details,
  };
}

/** The problems the gateway would refuse, by field; empty when the form can be sent. */
export function validateCourse(v: CourseValues): Partial<Record<CourseField, Problem>> {
  const problems: Partial<Record<CourseField, Problem>> = {};
  const name = titleProblem(v.name);
  if (name === "required") problems.name = { key: "edu.form.required" };
  else if (name) problems.name = { key: "edu.form.tooLong", values: { max: LIMITS.titleMaxChars } };
  if (!v.cate_id) problems.cate_id = { key: "edu.form.required" };
  if (!v.cover_url) problems.cover_url = { key: "edu.form.coverRequired" };
  if (abstractProblem(v.abstract))
    problems.abstract = { key: "edu.form.tooLong", values: { max: LIMITS.abstractMaxChars } };
  if (tagsProblem(v.tags)) problems.tags = { key: "edu.form.tagsInvalid" };
  if (!v.is_free) {
    const price = priceProblem(v.price);
    if (price === "required" || (!price && !isPositivePrice(v.price)))
      problems.price = { key: "edu.form.priceRequired" };
    else if (price) problems.price = { key: "edu.form.priceInvalid" };
  }
  return problems;
}

/** What `course_save` is sent. */
export function courseInput(v: CourseValues, courseId?: number): CourseSaveInput {
  return {
    ...(courseId ? { course_id: courseId } : {}),
    name: v.name.trim(),
    cate_id: Number(v.cate_id),
    ...(v.lang ? { lang: v.lang } : {}),
    is_free: v.is_free ? 1 : 0,
    price: v.is_free ? "0" : v.price.trim(),
    coin: v.coin,
    tags: v.tags,
    cover_url: v.cover_url,
    abstract: v.abstract.trim(),
    details: v.details,
  };
}
