import type { TaughtCourse } from "@icms/protocol";
import { AspectRatio, Badge, Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPrice } from "../format";
import { eduPaths } from "../paths";

const STATUS_COLOR = { audit: "violet", online: "blue", offline: "gray", refused: "red", deleted: "gray" } as const;

/** One of the author's courses: where it stands in review, and the ways to work on it. */
export function TaughtCourseRow({ course, onDelete }: { course: TaughtCourse; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="taught-course">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ width: 96, flexShrink: 0 }}>
          <AspectRatio ratio={4 / 3}>
            <Image src={course.cover_url || null} alt="" radius="sm" fit="cover" />
          </AspectRatio>
        </div>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6}>
            <Text fw={600} lineClamp={1}>
              {course.name}
            </Text>
            <Badge size="sm" variant="light" color={STATUS_COLOR[course.status]}>
              {t(`content.status.${course.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t("edu.taughtMeta", {
              price: formatPrice(course) ?? t("edu.free"),
              chapters: course.chapter_count,
              lessons: course.lesson_count,
              students: course.student_count,
            })}
          </Text>
          {course.status !== "online" && (
            <Text size="xs" c="dimmed">
              {t("edu.reviewTally", {
                pass: course.review.pass_count,
                reject: course.review.reject_count,
                quorum: course.review.quorum,
              })}
            </Text>
          )}
          {course.review.reasons.length > 0 && (
            <Text size="xs" c="red.8">
              {t("edu.reviewReasons", { reasons: course.review.reasons.join("; ") })}
            </Text>
          )}
          <Group gap={4} mt={4}>
            <Button size="compact-sm" variant="light" component={Link} to={eduPaths.edit(course.course_id)}>
              {t("edu.edit")}
            </Button>
            <Button size="compact-sm" variant="subtle" component={Link} to={eduPaths.chapters(course.course_id)}>
              {t("routes.CourseChapterList")}
            </Button>
            <Button size="compact-sm" variant="subtle" component={Link} to={eduPaths.lessons(course.course_id)}>
              {t("routes.CourseLessonList")}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={eduPaths.detail(course.course_id, course.status !== "online")}
            >
              {t(course.status === "online" ? "edu.open" : "edu.preview")}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t("edu.deleteNamed", { name: course.name })}
            >
              {t("edu.delete")}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
