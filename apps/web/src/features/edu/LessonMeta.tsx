import type { CourseLessonOutline } from "@icms/protocol";
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDuration } from "./format";

/** A lesson's free badge and length, shown beside its name. */
export function LessonMeta({ lesson }: { lesson: Pick<CourseLessonOutline, "is_free" | "duration_seconds"> }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {lesson.is_free === 1 && (
        <Badge color="violet" variant="light">
          {t("edu.dir.freeLesson")}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {formatDuration(lesson.duration_seconds)}
      </Text>
    </Group>
  );
}
