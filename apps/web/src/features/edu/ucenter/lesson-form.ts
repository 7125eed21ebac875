import { COURSE_LIMITS, type CourseLesson, partNameProblem, tagsProblem } from "@icms/protocol";
import type { LessonSaveInput } from "./authoring-queries";
import type { Problem } from "./course-form";

export interface LessonValues {
  chapter_id: string;
  name: string;
  tags: string;
  content: string;
  video_url: string;
  duration_seconds: number;
  weight: number;
  is_free: boolean;
}
export type LessonField = keyof LessonValues;

export const emptyLesson: LessonValues = {
  chapter_id: "",
  name: "",
  tags: "",
  content: "",
  video_url: "",
  duration_seconds: 0,
  weight: 0,
  is_free: false,
};

export function lessonValues(lesson: CourseLesson): LessonValues {
  return {
    chapter_id: String(lesson.chapter_id),
    name: lesson.name,
    tags: lesson.tags.join(", "),
    content: lesson.content,
    video_url: lesson.video_url,
    duration_seconds: lesson.duration_seconds,
    weight: lesson.weight,
    is_free: lesson.is_free === 1,
  };
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim() !== "" || /<img\b/i.test(html);

/** The problems the gateway would refuse, and a lesson with neither a video nor a text. */
export function validateLesson(v: LessonValues): Partial<Record<LessonField, Problem>> {
  const problems: Partial<Record<LessonField, Problem>> = {};
  if (!v.chapter_id) problems.chapter_id = { key: "edu.form.required" };
  const name = partNameProblem(v.name);
  if (name === "required") problems.name = { key: "edu.form.required" };
  else if (name) problems.name = { key: "edu.form.tooLong", values: { max: COURSE_LIMITS.partNameMaxChars } };
  if (tagsProblem(v.tags)) problems.tags = { key: "edu.form.tagsInvalid" };
  if (!v.video_url && !hasText(v.content)) problems.content = { key: "edu.form.lessonBodyRequired" };
  if (v.duration_seconds < 0 || v.duration_seconds > COURSE_LIMITS.lessonMaxSeconds) {
    problems.duration_seconds = { key: "edu.form.durationInvalid", values: { max: COURSE_LIMITS.lessonMaxSeconds } };
  }
  return problems;
}

export function lessonInput(v: LessonValues, courseId: number, lessonId?: number): LessonSaveInput {
  return {
    course_id: courseId,
    ...(lessonId ? { lesson_id: lessonId } : {}),
    chapter_id: Number(v.chapter_id),
    name: v.name.trim(),
    tags: v.tags,
    content: v.content,
    video_url: v.video_url,
    duration_seconds: Math.floor(v.duration_seconds),
    weight: Math.floor(v.weight),
    is_free: v.is_free ? 1 : 0,
  };
}
