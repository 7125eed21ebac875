import type { CourseDirectory, CourseLessonOutline } from "@icms/protocol";
import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDuration } from "./format";
import { eduPaths } from "./paths";

interface Props {
  dir: CourseDirectory;
  /** The lesson playing now, marked as current. */
  currentLessonId?: number;
  preview?: boolean;
  headingLevel?: 2 | 3;
  /** Instead of a link to the player, each lesson is a button calling this (the review's preview). */
  onOpen?: (lesson: CourseLessonOutline) => void;
}

/** The chapters in order with their lessons: free badges, lengths, a lock on what the viewer may not play, and completion. */
export function CourseDirectoryList({ dir, currentLessonId, preview = false, headingLevel = 3, onOpen }: Props) {
  const { t } = useTranslation();
  if (dir.chapters.length === 0) return <Text c="dimmed">{t("edu.dir.empty")}</Text>;
  return (
    <Stack gap="sm" data-testid="course-dir">
      {dir.chapters.map((chapter, index) => (
        <div key={chapter.chapter_id}>
          <Title order={headingLevel} fz="md" mb={4}>
            {t("edu.dir.chapter", { number: index + 1, name: chapter.name })}
          </Title>
          {chapter.lessons.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("edu.dir.noLessons")}
            </Text>
          ) : (
            <ol className="plain-list">
              {chapter.lessons.map((lesson) => (
                <li key={lesson.lesson_id}>
                  <div
                    className="course-dir__lesson"
                    aria-current={lesson.lesson_id === currentLessonId ? "true" : undefined}
                    data-testid="dir-lesson"
                  >
                    {onOpen ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        ta="start"
                        onClick={() => onOpen(lesson)}
                        style={{ flex: 1, minWidth: 0 }}
                      >
                        {lesson.name}
                      </Anchor>
                    ) : (
                      <Anchor
                        component={Link}
                        to={eduPaths.play(dir.course_id, lesson.lesson_id, preview)}
                        size="sm"
                        style={{ flex: 1, minWidth: 0 }}
                      >
                        {lesson.name}
                      </Anchor>
                    )}
                    <Group gap={4} wrap="nowrap">
                      {lesson.is_free === 1 && (
                        <Badge size="xs" color="violet" variant="light">
                          {t("edu.dir.freeLesson")}
                        </Badge>
                      )}
                      {!lesson.playable && (
                        <Badge size="xs" color="gray" variant="outline">
                          {t("edu.dir.locked")}
                        </Badge>
                      )}
                      {lesson.progress?.completed && (
                        <Badge size="xs" color="blue" variant="light">
                          {t("edu.dir.done")}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        {formatDuration(lesson.duration_seconds)}
                      </Text>
                    </Group>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </Stack>
  );
}
