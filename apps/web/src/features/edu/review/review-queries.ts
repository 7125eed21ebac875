import { api } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../../app/gateway";
import type { SignedReviewDecision } from "../../../review/review-kinds";
import { daoKeys } from "../../../wallet/membership";
import { eduKeys } from "../queries";

export const REVIEW_PAGE_SIZE = 10;

const reviewKeys = {
  all: [...eduKeys.all, "review"] as const,
  list: (page: number) => [...reviewKeys.all, "list", page] as const,
  detail: (id: number) => [...reviewKeys.all, "detail", id] as const,
  lesson: (id: number) => [...reviewKeys.all, "lesson", id] as const,
};

/** Courses waiting in the members' review, oldest first. */
export function useReviewCourses(page: number) {
  return useQuery({
    queryKey: reviewKeys.list(page),
    queryFn: () => callGateway(api.daoclub_msrv.dao_course_list, { page, page_size: REVIEW_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewCourse(courseId: number) {
  return useQuery({
    queryKey: reviewKeys.detail(courseId),
    queryFn: () => callGateway(api.daoclub_msrv.dao_course_detail, { course_id: courseId }),
  });
}

/** One lesson of a waiting course, whole (text, video and files), for a reviewer. */
export function useReviewLesson(lessonId: number | undefined) {
  return useQuery({
    queryKey: reviewKeys.lesson(lessonId ?? 0),
    queryFn: () => callGateway(api.daoclub_msrv.dao_course_lesson, { lesson_id: lessonId ?? 0 }),
    enabled: lessonId !== undefined,
    retry: false,
  });
}

export function useDecideCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignedReviewDecision & { course_id: number }) =>
      callGateway(api.daoclub_msrv.dao_course_set_status, input),
    // The course lists change too when a course goes online.
    onSettled: async () => {
      // The review home's queue counts live under the DAO's keys.
      await Promise.all([
        client.invalidateQueries({ queryKey: eduKeys.all }),
        client.invalidateQueries({ queryKey: daoKeys.all }),
      ]);
    },
  });
}
