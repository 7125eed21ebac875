import { Badge, Button, Group, Pagination, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useConfirmDelete } from "./useConfirmDelete";
import { formatDuration } from "../format";
import { eduPaths } from "../paths";
import { useCourse } from "../queries";
import { useAuthorChapters, useAuthorLessons, useDeleteLesson } from "./authoring-queries";

const PAGE_SIZE = 20;

/** /ucenter/courseindex/course_lesson_list?course_id=: a course's lessons in the directory's order. */
export function LessonListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params.get("course_id"));
  const page = Math.max(1, idParam(params.get("page")));
  const course = useCourse(courseId, true);
  const chapters = useAuthorChapters(courseId);
  const lessons = useAuthorLessons(courseId, page, PAGE_SIZE);
  const remove = useConfirmDelete(useDeleteLesson(), (name) => t("edu.deleteBody", { name }));
  const chapterName = (id: number) => chapters.data?.find((c) => c.chapter_id === id)?.name ?? "";
  const pages = Math.ceil((lessons.data?.total ?? 0) / PAGE_SIZE);
  const noChapters = chapters.data?.length === 0;

  return (
    <PageFrame
      title={course.data ? t("edu.lessonsOf", { name: course.data.name }) : t("routes.CourseLessonList")}
      size="md"
      actions={
        courseId > 0 && (
          <Group gap="xs">
            <Button component={Link} to={eduPaths.chapters(courseId)} variant="default">
              {t("routes.CourseChapterList")}
            </Button>
            <Button component={Link} to={eduPaths.lessonEdit(courseId)} disabled={noChapters}>
              {t("edu.lessonAdd")}
            </Button>
          </Group>
        )
      }
    >
      {courseId === 0 ? (
        <Text c="dimmed">{t("edu.noCourse")}</Text>
      ) : (
        <Stack gap="md">
          {noChapters && <Text c="dimmed">{t("edu.lessonNeedsChapter")}</Text>}
          <QueryStatus query={lessons} empty={lessons.data?.list.length === 0} emptyText={t("edu.lessonEmpty")}>
            <Stack gap="xs">
              {lessons.data?.list.map((lesson) => (
                <Paper key={lesson.lesson_id} withBorder p="sm" radius="md" data-testid="lesson-row">
                  <Group justify="space-between" wrap="wrap">
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fw={600}>{lesson.name}</Text>
                        {lesson.is_free === 1 && (
                          <Badge size="xs" color="violet" variant="light">
                            {t("edu.dir.freeLesson")}
                          </Badge>
                        )}
                        {lesson.has_video && (
                          <Badge size="xs" variant="outline" color="gray">
                            {t("edu.video")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t("edu.lessonMeta", {
                          chapter: chapterName(lesson.chapter_id),
                          duration: formatDuration(lesson.duration_seconds),
                          weight: lesson.weight,
                        })}
                      </Text>
                    </div>
                    <Group gap={4}>
                      <Button
                        size="xs"
                        variant="subtle"
                        component={Link}
                        to={eduPaths.lessonEdit(courseId, lesson.lesson_id)}
                      >
                        {t("edu.edit")}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove.ask({ id: lesson.lesson_id, name: lesson.name })}
                        aria-label={t("edu.deleteNamed", { name: lesson.name })}
                      >
                        {t("edu.delete")}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </QueryStatus>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setParams({ course_id: String(courseId), page: String(next) })}
            />
          )}
        </Stack>
      )}
      {remove.dialog}
    </PageFrame>
  );
}
