import { z } from "zod";
import { Code } from "../errors/codes.js";
import { commentProblem } from "../rules/content.js";
import {
  attachmentNameProblem,
  COURSE_LIMITS,
  faqAnswerProblem,
  faqQuestionProblem,
  partNameProblem,
  priceProblem,
} from "../rules/course.js";
import { rowId } from "./common.js";
import { withCode } from "./define.js";
import { COURSE_COINS } from "./edu-types.js";
import { ruled } from "./rule-schema.js";

export const courseRef = z.object({ course_id: rowId });
/** The author's preview of a course not yet online (`course_detail`'s `is_preview`); `ts` is a cache buster. */
export const preview = {
  is_preview: z.coerce.number().int().min(0).max(1).default(0),
  ts: z.coerce.number().int().min(0).optional(),
};

export const coin = z.enum(COURSE_COINS);
/** A price in the coin's units, as a decimal string; kept exactly as given (trailing zeros dropped). */
export const price = ruled(priceProblem, { required: null, format: null, tooManyDecimals: null, tooLarge: null });
export const weight = z.coerce.number().int().min(0).max(COURSE_LIMITS.weightMax).default(0);
export const partName = ruled(partNameProblem, { required: null, tooLong: null });
export const faqQuestion = ruled(faqQuestionProblem, { required: null, tooLong: null });
export const faqAnswer = ruled(faqAnswerProblem, { required: null, tooLong: null });
export const attachmentName = ruled(attachmentNameProblem, { required: null, tooLong: null, format: null });
export const durationSeconds = z.coerce.number().int().min(0).max(COURSE_LIMITS.lessonMaxSeconds).default(0);
export const rating = z.coerce.number().int().min(COURSE_LIMITS.ratingMin).max(COURSE_LIMITS.ratingMax);
export const positionSeconds = z.coerce.number().int().min(0).max(COURSE_LIMITS.lessonMaxSeconds);

/** What an author's call on a course meets: the course (3002), someone else's (1006). */
export const OWN_COURSE = [Code.NotFound, Code.PermissionDenied];

/** A comment's text, with the article comments' rules (802000 empty, 801132 too little). */
export const commentText = ruled(
  commentProblem,
  { empty: Code.CommentEmpty, tooShort: Code.CommentTooShort, tooLong: null },
  z.string(withCode(Code.CommentEmpty)).trim(),
);
