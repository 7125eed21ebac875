import { type CourseDetail, type CourseLessonOutline, Code } from "@icms/protocol";
import { Alert, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../app/nav/nav-model";
import { isSignedIn, useSession } from "../../session/session-store";
import { errorMessage, showError } from "../../ui/notify";
import { QueryStatus } from "../../ui/QueryStatus";
import { BuyCourse } from "./buy/BuyCourse";
import { LessonAttachments } from "./LessonAttachments";
import { LessonMeta } from "./LessonMeta";
import { LessonVideo } from "./LessonVideo";
import { useLesson, useSaveProgress } from "./queries";
import { RichHtml } from "./RichHtml";

/** Why a lesson cannot be played, and the way to it: log in, or buy the course. */
function LockedLesson({ course }: { course: CourseDetail | undefined }) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  return (
    <Alert color="gray" role="status" title={t("edu.play.lockedTitle")} data-testid="lesson-locked">
      <Stack gap="sm">
        <Text size="sm">{t(signedIn ? "edu.play.lockedBuy" : "edu.play.lockedLogin")}</Text>
        {!signedIn ? (
          <Button component={Link} to={loginPath(`${pathname}${search}`, true)} variant="light">
            {t("edu.play.login")}
          </Button>
        ) : (
          course && <BuyCourse course={course} />
        )}
      </Stack>
    </Alert>
  );
}

interface LessonPanelProps {
  outline: CourseLessonOutline;
  course: CourseDetail | undefined;
  preview: boolean;
}

/** The lesson playing: its video or text, its files, and the viewer's progress sent as they go. */
export function LessonPanel({ outline, course, preview }: LessonPanelProps) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const lesson = useLesson(outline.playable ? outline.lesson_id : 0, preview);
  const save = useSaveProgress(outline.course_id);
  const completed = lesson.data?.progress?.completed ?? false;
  const report = (position: number, done: boolean) => {
    if (!signedIn || preview) return;
    save.mutate(
      { lesson_id: outline.lesson_id, position_seconds: Math.max(0, Math.floor(position)), completed: done ? 1 : 0 },
      { onError: done ? showError : undefined },
    );
  };
  const locked = !outline.playable || (lesson.error as { code?: number } | null)?.code === Code.CourseLessonLocked;

  return (
    <Stack gap="md" data-testid="lesson-panel">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="xl">
          {outline.name}
        </Title>
        <LessonMeta lesson={outline} />
      </Group>
      {locked ? (
        <LockedLesson course={course} />
      ) : (
        <QueryStatus query={lesson} skeletonRows={5}>
          {lesson.data && (
            <Stack gap="md">
              {lesson.data.video_url && (
                <LessonVideo
                  key={lesson.data.lesson_id}
                  src={lesson.data.video_url}
                  title={lesson.data.name}
                  startAt={lesson.data.progress?.completed ? 0 : (lesson.data.progress?.position_seconds ?? 0)}
                  onPosition={(seconds) => report(seconds, false)}
                  onEnded={(seconds) => report(seconds, true)}
                />
              )}
              {lesson.data.content && <RichHtml html={lesson.data.content} testId="lesson-content" />}
              <LessonAttachments files={lesson.data.attachments} />
              {signedIn && !preview && (
                <Group justify="flex-end">
                  {completed || save.data?.completed ? (
                    <Badge color="blue" variant="light" size="lg" data-testid="lesson-completed">
                      {t("edu.play.completed")}
                    </Badge>
                  ) : (
                    <Button
                      variant="light"
                      loading={save.isPending}
                      onClick={() => report(lesson.data?.progress?.position_seconds ?? 0, true)}
                    >
                      {t("edu.play.markDone")}
                    </Button>
                  )}
                </Group>
              )}
              {save.isError && !save.variables?.completed && (
                <Text size="xs" c="dimmed" role="status">
                  {t("edu.play.progressNotSaved", { reason: errorMessage(save.error) })}
                </Text>
              )}
            </Stack>
          )}
        </QueryStatus>
      )}
    </Stack>
  );
}
