import type { CourseLessonOutline } from "@icms/protocol";
import { Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../../ui/QueryStatus";
import { LessonAttachments } from "../LessonAttachments";
import { LessonMeta } from "../LessonMeta";
import { LessonVideo } from "../LessonVideo";
import { RichHtml } from "../RichHtml";
import { useReviewLesson } from "./review-queries";

const ignorePosition = () => {};

/**
 * A lesson of a course in review, opened whole for the reviewer in a dialog: its video, text and
 * files, as a learner would get them once the course is online. Nothing of the reviewer's
 * viewing is recorded.
 */
export function ReviewLessonPreview({
  lesson,
  onClose,
}: {
  lesson: CourseLessonOutline | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const played = useReviewLesson(lesson?.lesson_id);
  return (
    <Modal
      opened={lesson !== undefined}
      onClose={onClose}
      title={lesson?.name}
      size="xl"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {lesson && (
        <Stack gap="md" data-testid="review-lesson">
          <LessonMeta lesson={lesson} />
          <Text size="xs" c="dimmed">
            {t("edu.review.previewNote")}
          </Text>
          <QueryStatus query={played} skeletonRows={5}>
            {played.data && (
              <Stack gap="md">
                {played.data.video_url && (
                  <LessonVideo
                    src={played.data.video_url}
                    title={played.data.name}
                    startAt={0}
                    onPosition={ignorePosition}
                    onEnded={ignorePosition}
                  />
                )}
                {played.data.content ? (
                  <RichHtml html={played.data.content} testId="lesson-content" />
                ) : (
                  !played.data.video_url && <Text c="dimmed">{t("edu.review.emptyLesson")}</Text>
                )}
                <LessonAttachments files={played.data.attachments} />
              </Stack>
            )}
          </QueryStatus>
        </Stack>
      )}
    </Modal>
  );
}
