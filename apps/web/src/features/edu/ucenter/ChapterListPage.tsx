import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useConfirmDelete } from "./useConfirmDelete";
import { eduPaths } from "../paths";
import { useCourse } from "../queries";
import { useAuthorChapters, useDeleteChapter } from "./authoring-queries";

/** /ucenter/courseindex/course_chapter_list?course_id=: a course's chapters in order (smaller weight first). */
export function ChapterListPage() {
  const { t } = useTranslation();
  const courseId = idParam(useSearchParams()[0].get("course_id"));
  const course = useCourse(courseId, true);
  const chapters = useAuthorChapters(courseId);
  const remove = useConfirmDelete(useDeleteChapter(), (name) => t("edu.deleteBody", { name }));
  return (
    <PageFrame
      title={course.data ? t("edu.chaptersOf", { name: course.data.name }) : t("routes.CourseChapterList")}
      size="md"
      actions={
        courseId > 0 && (
          <Group gap="xs">
            <Button component={Link} to={eduPaths.lessons(courseId)} variant="default">
              {t("routes.CourseLessonList")}
            </Button>
            <Button component={Link} to={eduPaths.chapterEdit(courseId)}>
              {t("edu.chapterAdd")}
            </Button>
          </Group>
        )
      }
    >
      {courseId === 0 ? (
        <Text c="dimmed">{t("edu.noCourse")}</Text>
      ) : (
        <QueryStatus query={chapters} empty={chapters.data?.length === 0} emptyText={t("edu.chapterEmpty")}>
          <Stack gap="xs">
            {chapters.data?.map((chapter, index) => (
              <Paper key={chapter.chapter_id} withBorder p="sm" radius="md" data-testid="chapter-row">
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={600}>{t("edu.dir.chapter", { number: index + 1, name: chapter.name })}</Text>
                    <Text size="xs" c="dimmed">
                      {t("edu.chapterMeta", { weight: chapter.weight, count: chapter.lesson_count })}
                    </Text>
                  </div>
                  <Group gap={4}>
                    <Button
                      size="xs"
                      variant="subtle"
                      component={Link}
                      to={eduPaths.lessonEdit(courseId, undefined, chapter.chapter_id)}
                      aria-label={t("edu.lessonAddTo", { name: chapter.name })}
                    >
                      {t("edu.lessonAdd")}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      component={Link}
                      to={eduPaths.chapterEdit(courseId, chapter.chapter_id)}
                    >
                      {t("edu.edit")}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => remove.ask({ id: chapter.chapter_id, name: chapter.name })}
                      aria-label={t("edu.deleteNamed", { name: chapter.name })}
                    >
                      {t("edu.delete")}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </QueryStatus>
      )}
      {remove.dialog}
    </PageFrame>
  );
}
