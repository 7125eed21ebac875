/** Where the course screens are. */
export const eduPaths = {
  home: "/appedu/course_home",
  list: (cateId?: number) => `/appedu/course_list${cateId ? `/${cateId}` : ""}`,
  detail: (courseId: number, preview = false) =>
    `/appedu/course_detail?course_id=${courseId}${preview ? `&is_preview=1&ts=${Date.now()}` : ""}`,
  play: (courseId: number, lessonId?: number, preview = false) =>
    `/appedu/course_play?course_id=${courseId}${lessonId ? `&lesson_id=${lessonId}` : ""}${preview ? "&is_preview=1" : ""}`,
  mine: "/ucenter/courseindex/course_list",
  edit: (courseId?: number) => `/ucenter/courseindex/course_add${courseId ? `?course_id=${courseId}` : ""}`,
  chapters: (courseId: number) => `/ucenter/courseindex/course_chapter_list?course_id=${courseId}`,
  chapterEdit: (courseId: number, chapterId?: number) =>
    `/ucenter/courseindex/course_chapter_add?course_id=${courseId}${chapterId ? `&chapter_id=${chapterId}` : ""}`,
  lessons: (courseId: number) => `/ucenter/courseindex/course_lesson_list?course_id=${courseId}`,
  lessonEdit: (courseId: number, lessonId?: number, chapterId?: number) =>
    `/ucenter/courseindex/course_lesson_add?course_id=${courseId}${lessonId ? `&lesson_id=${lessonId}` : ""}${
      chapterId ? `&chapter_id=${chapterId}` : ""
    }`,
  orders: (as: "buyer" | "seller" = "buyer") => `/ucenter/courseorder?as=${as}`,
};
