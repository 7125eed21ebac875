import type { CourseDirectory, CourseLessonOutline } from "@icms/protocol";
import { Anchor, Paper, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { CourseDirectoryList } from "./CourseDirectoryList";
import { LessonPanel } from "./LessonPanel";
import { eduPaths } from "./paths";
import { useCourse, useCourseDir } from "./queries";
import "./edu.css";

type DirLesson = CourseDirectory["chapters"][number]["lessons"][number];

/** The lesson to open without one in the address: the first playable one not completed, else the first. */
export function lessonToOpen(dir: CourseDirectory, wanted: number): CourseLessonOutline | undefined {
  const lessons: DirLesson[] = dir.chapters.flatMap((chapter) => chapter.lessons);
  return (
    lessons.find((lesson) => lesson.lesson_id === wanted) ??
    lessons.find((lesson) => lesson.playable && !lesson.progress?.completed) ??
    lessons[0]
  );
}

/** How far the viewer is: completed lessons of all. */
export function completion(dir: CourseDirectory): { done: number; total: number; percent: number } {
  const lessons = dir.chapters.flatMap((chapter) => chapter.lessons);
  const done = lessons.filter((lesson) => lesson.progress?.completed).length;
  return { done, total: lessons.length, percent: lessons.length ? Math.round((done * 100) / lessons.length) : 0 };
}

/** /appedu/course_play?course_id=&lesson_id=&is_preview=: the player with the directory beside it. */
export function CoursePlayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = idParam(params.get("course_id"));
  const preview = params.get("is_preview") === "1";
  const course = useCourse(courseId, preview);
  const dir = useCourseDir(courseId, preview);
  const lesson = dir.data ? lessonToOpen(dir.data, idParam(params.get("lesson_id"))) : undefined;
  const progress = dir.data ? completion(dir.data) : null;

  return (
    <PageFrame title={course.data?.name ?? t("routes.CoursePlay")} size="xl">
      {courseId === 0 ? (
        <Text c="dimmed">{t("edu.noCourse")}</Text>
      ) : (
        <QueryStatus query={dir} skeletonRows={6}>
          {dir.data && (
            <div className="course-layout">
              <div>
                {lesson ? (
                  <LessonPanel key={lesson.lesson_id} outline={lesson} course={course.data} preview={preview} />
                ) : (
                  <Text c="dimmed">{t("edu.dir.empty")}</Text>
                )}
              </div>
              <Paper withBorder radius="md" p="md" component="nav" aria-label={t("edu.dir.title")}>
                <Stack gap="sm">
                  <Anchor component={Link} to={eduPaths.detail(courseId, preview)} size="sm">
                    {t("edu.play.backToCourse")}
                  </Anchor>
                  {progress && (
                    <div data-testid="course-completion">
                      <Text size="sm">{t("edu.play.progress", { done: progress.done, total: progress.total })}</Text>
                      <Progress value={progress.percent} aria-label={t("edu.play.progressLabel")} mt={4} />
                    </div>
                  )}
                  <CourseDirectoryList dir={dir.data} currentLessonId={lesson?.lesson_id} preview={preview} />
                </Stack>
              </Paper>
            </div>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}
