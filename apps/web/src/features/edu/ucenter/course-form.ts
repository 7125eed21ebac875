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
import { type FieldMessage, type FormChecks, ruleCheck } from "../../../ui/form/rule-checks";
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

const required: FieldMessage = { key: "edu.form.required" };
const tags: FieldMessage = { key: "edu.form.tagsInvalid" };

/** What the gateway would refuse a course by, per field (the protocol's rules), before sending. */
export const courseChecks: FormChecks<CourseValues> = {
  name: ruleCheck(titleProblem, {
    required,
    tooLong: { key: "edu.form.tooLong", values: { max: LIMITS.titleMaxChars } },
  }),
  cate_id: (id) => (id ? undefined : required),
  tags: ruleCheck(tagsProblem, { tooLong: tags, tooMany: tags, tagTooLong: tags }),
  cover_url: (url) => (url ? undefined : { key: "edu.form.coverRequired" }),
  abstract: ruleCheck(abstractProblem, {
    tooLong: { key: "edu.form.tooLong", values: { max: LIMITS.abstractMaxChars } },
  }),
  // A paid course needs a price above zero.
  price: (price, values) => {
    if (values.is_free) return undefined;
    const problem = priceProblem(price);
    if (problem === "required" || (!problem && !isPositivePrice(price))) return { key: "edu.form.priceRequired" };
    return problem ? { key: "edu.form.priceInvalid" } : undefined;
  },
};

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
