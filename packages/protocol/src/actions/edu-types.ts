import type { ContentLang, ContentStatus } from "../content.js";
import type { AuthorReview, ReviewTally, ReviewVote } from "./dao-review.js";
import type { AuthorBrief } from "./user.js";

/** The coins a course may be priced in (`get_cointype_list`). */
export const COURSE_COINS = ["USDT", "ICT", "ICMS"] as const;
export type CourseCoin = (typeof COURSE_COINS)[number];

/** A coin with its token on the platform's chain; `token_address` is null when no deployment is configured. */
export interface CourseCoinType {
  coin: CourseCoin;
  symbol: string;
  decimals: number;
  token_address: string | null;
}

/** A course category, named in the caller's language. */
export interface CourseCategory {
  cate_id: number;
  slug: string;
  name: string;
  /** Online courses filed in it. */
  course_count: number;
}

/** A course in lists. Dates are ISO 8601; `price` is a decimal string in the coin's units ("0" when free). */
export interface CourseSummary {
  course_id: number;
  lang: ContentLang;
  name: string;
  abstract: string;
  cover_url: string;
  tags: string[];
  cate_id: number;
  cate_name: string;
  price: string;
  coin: CourseCoin;
  is_free: 0 | 1;
  author: AuthorBrief;
  status: ContentStatus;
  chapter_count: number;
  lesson_count: number;
  /** Sum of the lessons' durations, in seconds. */
  duration_seconds: number;
  /** Average of the ratings (1 to 5) to one decimal, 0 without any. */
  rating_avg: number;
  rating_count: number;
  comment_count: number;
  student_count: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** A course as its page shows it, with the viewer's place in it. */
export interface CourseDetail extends CourseSummary {
  /** Cleaned HTML. */
  details: string;
  faqs: CourseFaq[];
  is_owner: boolean;
  /** The viewer holds a live enrollment (a paid order, not refunded). */
  is_enrolled: boolean;
  /** Every lesson is playable for the viewer (free course, author or enrolled). */
  can_play: boolean;
  /** The viewer's rating, 0 before one. */
  my_rating: number;
  /** The review as the author sees it; null for others. */
  review: AuthorReview | null;
}

export interface CourseChapter {
  chapter_id: number;
  course_id: number;
  name: string;
  /** Sort weight: smaller first. */
  weight: number;
  lesson_count: number;
  created_at: string;
}

/** A lesson's public outline: what anyone may see of it. */
export interface CourseLessonOutline {
  lesson_id: number;
  course_id: number;
  chapter_id: number;
  name: string;
  tags: string[];
  duration_seconds: number;
  weight: number;
  is_free: 0 | 1;
  /** Whether it has a video (the URL itself only with access). */
  has_video: boolean;
  /** The viewer may play it (`services/edu/access.ts`). */
  playable: boolean;
  created_at: string;
}

/** A lesson with its body: answered only to a viewer who may play it. */
export interface CourseLesson extends CourseLessonOutline {
  /** Cleaned HTML. */
  content: string;
  video_url: string;
  attachments: CourseAttachment[];
  /** The viewer's progress, null before any. */
  progress: LessonProgress | null;
}

/** `course_dir`: the chapters in order, each with its lessons in order. */
export interface CourseDirectory {
  course_id: number;
  can_play: boolean;
  chapters: (CourseChapter & { lessons: (CourseLessonOutline & { progress: LessonProgress | null })[] })[];
}

export interface CourseFaq {
  faq_id: number;
  course_id: number;
  question: string;
  answer: string;
  weight: number;
}

/** A downloadable file of a course, or of one lesson of it. */
export interface CourseAttachment {
  attachment_id: number;
  course_id: number;
  /** Null: the course's own; otherwise the lesson it belongs to. */
  lesson_id: number | null;
  upload_id: number;
  file_name: string;
  /** Where to download it: given only to a viewer who may play the course or the lesson. */
  url: string;
  size_bytes: number;
  mime: string;
  created_at: string;
}

export interface CourseComment {
  comment_id: number;
  course_id: number;
  /** Plain text, as written. */
  content: string;
  author: AuthorBrief;
  /** The viewer wrote it or teaches the course: may delete it. */
  can_delete: boolean;
  created_at: string;
}

export interface LessonProgress {
  lesson_id: number;
  position_seconds: number;
  completed: boolean;
  updated_at: string;
}

/** The viewer's progress through one course. */
export interface CourseProgress {
  course_id: number;
  completed_lessons: number;
  total_lessons: number;
  /** completed / total, as a whole percentage (0 for a course without lessons). */
  percent: number;
  /** The lesson played last, to resume; null before any. */
  last_lesson_id: number | null;
  lessons: LessonProgress[];
}

/** A course the viewer bought or follows, with where they are in it. */
export interface MyCourse extends CourseSummary {
  progress: Omit<CourseProgress, "lessons">;
  granted_at: string | null;
}

/** A course of the viewer's own, with its review as the author sees it. */
export interface TaughtCourse extends CourseSummary {
  review: AuthorReview;
}

export interface CourseRating {
  course_id: number;
  score: number;
  rating_avg: number;
  rating_count: number;
}

/** What saving a course answers: its id and where it stands (a new or refused course goes to review). */
export interface CourseSaveResult {
  course_id: number;
  status: ContentStatus;
}

export interface ReviewCourse extends CourseSummary {
  review: ReviewTally;
}
export interface ReviewCourseDetail extends ReviewCourse {
  details: string;
  chapters: CourseDirectory["chapters"];
  votes: ReviewVote[];
}
