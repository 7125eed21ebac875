import { type ActionInput, type Api, api } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../../app/gateway";
import { eduKeys } from "../queries";

type Edu = Api["appedu_msrv"];
export type CourseSaveInput = ActionInput<Edu["course_save"]>;
export type ChapterSaveInput = ActionInput<Edu["course_chapter_save"]>;
export type LessonSaveInput = ActionInput<Edu["course_lesson_save"]>;
export type FaqSaveInput = ActionInput<Edu["course_faq_save"]>;
export type AttachmentSaveInput = ActionInput<Edu["course_attachment_save"]>;
export type TeachStatus = ActionInput<Edu["my_course_teach"]>["status"];

/** What the author reads of their own course: always the preview (any state but deleted). */
const authorKeys = {
  teach: (status: TeachStatus, page: number) => [...eduKeys.all, "teach", status ?? "all", page] as const,
  chapters: (courseId: number) => [...eduKeys.all, "author-chapters", courseId] as const,
  lessons: (courseId: number, page: number) => [...eduKeys.all, "author-lessons", courseId, page] as const,
  faqs: (courseId: number) => [...eduKeys.all, "author-faqs", courseId] as const,
  attachments: (courseId: number, lessonId: number) =>
    [...eduKeys.all, "author-attachments", courseId, lessonId] as const,
  lesson: (lessonId: number) => [...eduKeys.all, "author-lesson", lessonId] as const,
};

export function useTaughtCourses(status: TeachStatus, page: number) {
  return useQuery({
    queryKey: authorKeys.teach(status, page),
    queryFn: () => callGateway(api.appedu_msrv.my_course_teach, { page, page_size: 10, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
  });
}

export function useAuthorChapters(courseId: number) {
  return useQuery({
    queryKey: authorKeys.chapters(courseId),
    queryFn: () => callGateway(api.appedu_msrv.course_chapter_list, { course_id: courseId, is_preview: 1 }),
    enabled: courseId > 0,
  });
}

export function useAuthorLessons(courseId: number, page: number, pageSize = 20) {
  return useQuery({
    queryKey: authorKeys.lessons(courseId, page),
    queryFn: () =>
      callGateway(api.appedu_msrv.course_lesson_list, {
        course_id: courseId,
        is_preview: 1,
        page,
        page_size: pageSize,
      }),
    enabled: courseId > 0,
    placeholderData: keepPreviousData,
  });
}

/** The author's full lesson (body, video, files). */
export function useAuthorLesson(lessonId: number) {
  return useQuery({
    queryKey: authorKeys.lesson(lessonId),
    queryFn: () => callGateway(api.appedu_msrv.course_lesson_detail, { lesson_id: lessonId, is_preview: 1 }),
    enabled: lessonId > 0,
  });
}

export function useAuthorFaqs(courseId: number) {
  return useQuery({
    queryKey: authorKeys.faqs(courseId),
    queryFn: () => callGateway(api.appedu_msrv.course_faq_list, { course_id: courseId, is_preview: 1 }),
    enabled: courseId > 0,
  });
}

export function useAuthorAttachments(courseId: number, lessonId: number) {
  return useQuery({
    queryKey: authorKeys.attachments(courseId, lessonId),
    queryFn: () =>
      callGateway(api.appedu_msrv.course_attachment_list, {
        course_id: courseId,
        is_preview: 1,
        ...(lessonId ? { lesson_id: lessonId } : {}),
      }),
    enabled: courseId > 0,
  });
}

/** One authoring call; every course answer is stale afterwards. */
function useAuthorMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eduKeys.all });
    },
  });
}

export const useSaveCourse = () =>
  useAuthorMutation((input: CourseSaveInput) => callGateway(api.appedu_msrv.course_save, input));
export const useDeleteCourse = () =>
  useAuthorMutation((course_id: number) => callGateway(api.appedu_msrv.course_delete, { course_id }));
export const useSaveChapter = () =>
  useAuthorMutation((input: ChapterSaveInput) => callGateway(api.appedu_msrv.course_chapter_save, input));
export const useDeleteChapter = () =>
  useAuthorMutation((chapter_id: number) => callGateway(api.appedu_msrv.course_chapter_delete, { chapter_id }));
export const useSaveLesson = () =>
  useAuthorMutation((input: LessonSaveInput) => callGateway(api.appedu_msrv.course_lesson_save, input));
export const useDeleteLesson = () =>
  useAuthorMutation((lesson_id: number) => callGateway(api.appedu_msrv.course_lesson_delete, { lesson_id }));
export const useSaveFaq = () =>
  useAuthorMutation((input: FaqSaveInput) => callGateway(api.appedu_msrv.course_faq_save, input));
export const useDeleteFaq = () =>
  useAuthorMutation((faq_id: number) => callGateway(api.appedu_msrv.course_faq_delete, { faq_id }));
export const useSaveAttachment = () =>
  useAuthorMutation((input: AttachmentSaveInput) => callGateway(api.appedu_msrv.course_attachment_save, input));
export const useDeleteAttachment = () =>
  useAuthorMutation((attachment_id: number) =>
    callGateway(api.appedu_msrv.course_attachment_delete, { attachment_id }),
  );
