import type { CourseDetail } from "@icms/protocol";
import { Group, Rating, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isSignedIn, useSession } from "../../session/session-store";
import { showError, toast } from "../../ui/notify";
import { useRateCourse } from "./queries";

/**
 * The course's average, and the viewer's stars: once per course, never on one's own course and
 * only on a course the viewer may play; the gateway refuses the rest (803000, 803001, 803006).
 */
export function CourseRatingBox({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const rate = useRateCourse(course.course_id);
  const canRate = signedIn && !course.is_owner && course.my_rating === 0 && course.can_play;
  return (
    <Group gap="sm" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <Rating value={course.rating_avg} fractions={10} readOnly aria-hidden />
        <Text size="sm">{t("edu.ratingShort", { avg: course.rating_avg.toFixed(1), count: course.rating_count })}</Text>
      </Group>
      {course.my_rating > 0 ? (
        <Text size="sm" c="dimmed" data-testid="my-rating">
          {t("edu.rate.mine", { score: course.my_rating })}
        </Text>
      ) : canRate ? (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" id={`rate-${course.course_id}`}>
            {t("edu.rate.label")}
          </Text>
          <Rating
            aria-labelledby={`rate-${course.course_id}`}
            readOnly={rate.isPending}
            onChange={(score) =>
              rate.mutate(score, {
                onSuccess: () => toast({ message: t("edu.rate.thanks"), type: "success" }),
                onError: showError,
              })
            }
          />
        </Group>
      ) : course.is_owner ? (
        <Text size="sm" c="dimmed">
          {t("edu.rate.own")}
        </Text>
      ) : null}
    </Group>
  );
}
