import { type ActionInput, type Api, api, type CourseComment, type CourseDetail, type Paged } from "@icms/protocol";
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { nextPage } from "../../queries/content";
import { useSession } from "../../session/session-store";

type Edu = Api["appedu_msrv"];
export type CourseListFilter = ActionInput<Edu["course_list"]>;

/** Query keys of the courses; whatever depends on the viewer carries their uid. */
export const eduKeys = {
  all: ["edu"] as const,
  categories: () => [...eduKeys.all, "categories"] as const,
  coins: () => [...eduKeys.all, "coins"] as const,
  list: (filter: CourseListFilter) => [...eduKeys.all, "list", filter] as const,
  course: (id: number, preview: boolean, viewer: string | null) =>
    [...eduKeys.all, "course", id, preview, viewer] as const,
  /** A course's directory, however and by whomever it is read. */
  courseDir: (id: number) => [...eduKeys.all, "dir", id] as const,
  dir: (id: number, preview: boolean, viewer: string | null) => [...eduKeys.courseDir(id), preview, viewer] as const,
  lesson: (id: number, preview: boolean, viewer: string | null) =>
    [...eduKeys.all, "lesson", id, preview, viewer] as const,
  comments: (id: number) => [...eduKeys.all, "comments", id] as const,
  mine: (kind: string, page: number) => [...eduKeys.all, "mine", kind, page] as const,
};

export function useCourseCategories() {
  return useQuery({
    queryKey: eduKeys.categories(),
    queryFn: () => callGateway(api.appedu_msrv.course_cate_list, {}),
    staleTime: 60_000,
  });
}

export function useCoinTypes() {
  return useQuery({
    queryKey: eduKeys.coins(),
    queryFn: () => callGateway(api.appedu_msrv.get_cointype_list, {}),
    staleTime: 5 * 60_000,
  });
}

export function useCourseList(filter: CourseListFilter) {
  return useQuery({
    queryKey: eduKeys.list(filter),
    queryFn: () => callGateway(api.appedu_msrv.course_list, filter),
    placeholderData: keepPreviousData,
  });
}

export function useCourse(courseId: number, preview = false) {
  const { uid } = useSession();
  return useQuery({
    queryKey: eduKeys.course(courseId, preview, uid),
    queryFn: () => callGateway(api.appedu_msrv.course_detail, { course_id: courseId, is_preview: preview ? 1 : 0 }),
    enabled: courseId > 0,
  });
}

export function useCourseDir(courseId: number, preview = false) {
  const { uid } = useSession();
  return useQuery({
    queryKey: eduKeys.dir(courseId, preview, uid),
    queryFn: () => callGateway(api.appedu_msrv.course_dir, { course_id: courseId, is_preview: preview ? 1 : 0 }),
    enabled: courseId > 0,
  });
}

/** A lesson's body; a locked lesson fails with 803002 and is not retried. */
export function useLesson(lessonId: number, preview = false) {
  const { uid } = useSession();
  return useQuery({
    queryKey: eduKeys.lesson(lessonId, preview, uid),
    queryFn: () =>
      callGateway(api.appedu_msrv.course_lesson_detail, { lesson_id: lessonId, is_preview: preview ? 1 : 0 }),
    enabled: lessonId > 0,
    retry: false,
  });
}

export function useCourseComments(courseId: number) {
  return useInfiniteQuery({
    queryKey: eduKeys.comments(courseId),
    queryFn: ({ pageParam }) =>
      callGateway(api.appedu_msrv.course_comment_list, { course_id: courseId, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: courseId > 0,
  });
}

/** Applies `change` to the cached course as the viewer sees it. */
function usePatchCourse(courseId: number) {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return (change: (current: CourseDetail) => Partial<CourseDetail>) => {
    for (const preview of [false, true]) {
      queryClient.setQueryData<CourseDetail>(eduKeys.course(courseId, preview, uid), (current) =>
        current ? { ...current, ...change(current) } : current,
      );
    }
  };
}

/** Posts a comment; it appears at the top of the first page at once. */
export function useAddCourseComment(courseId: number) {
  const queryClient = useQueryClient();
  const patch = usePatchCourse(courseId);
  return useMutation({
    mutationFn: (content: string) => callGateway(api.appedu_msrv.course_comment_add, { course_id: courseId, content }),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<Paged<CourseComment>>>(eduKeys.comments(courseId), (current) => {
        if (!current?.pages[0]) return current;
        const [first, ...rest] = current.pages;
        return { ...current, pages: [{ ...first, list: [comment, ...first.list], total: first.total + 1 }, ...rest] };
      });
      patch((current) => ({ comment_count: current.comment_count + 1 }));
    },
  });
}

/** Rates the course once (803000 again, 803001 one's own, 803006 before taking it). */
export function useRateCourse(courseId: number) {
  const patch = usePatchCourse(courseId);
  return useMutation({
    mutationFn: (score: number) => callGateway(api.appedu_msrv.course_rate, { course_id: courseId, score }),
    onSuccess: (rating) =>
      patch(() => ({ my_rating: rating.score, rating_avg: rating.rating_avg, rating_count: rating.rating_count })),
  });
}

/** Sends where the viewer is in a lesson; the directory's progress marks follow. */
export function useSaveProgress(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<Edu["course_progress_save"]>) =>
      callGateway(api.appedu_msrv.course_progress_save, input),
    onSuccess: (_saved, input) => {
      if (input.completed) void queryClient.invalidateQueries({ queryKey: eduKeys.courseDir(courseId) });
    },
  });
}

/** Courses the viewer bought (`bought`) or has started (`learning`), with their progress. */
export function useMyCourses(kind: "bought" | "learning", page: number) {
  return useQuery({
    queryKey: eduKeys.mine(kind, page),
    queryFn: () =>
      callGateway(kind === "bought" ? api.appedu_msrv.my_course_bought : api.appedu_msrv.my_course_learning, {
        page,
        page_size: 10,
      }),
    placeholderData: keepPreviousData,
  });
}
