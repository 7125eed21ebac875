import type { CourseDetail } from "@icms/protocol";
import { Accordion, Alert, AspectRatio, Badge, Button, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { cmsCommentWording } from "../../ui/content/cms-comment-wording";
import { CommentThread } from "../../ui/content/CommentThread";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { QueryStatus } from "../../ui/QueryStatus";
import { ReadingBeacon } from "../../ui/ReadingBeacon";
import { BuyCourse } from "./buy/BuyCourse";
import { CourseDirectoryList } from "./CourseDirectoryList";
import { CourseRatingBox } from "./CourseRatingBox";
import { formatDuration, formatPrice } from "./format";
import { eduPaths } from "./paths";
import { useAddCourseComment, useCourse, useCourseComments, useCourseDir } from "./queries";
import { RichHtml } from "./RichHtml";
import "./edu.css";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="lg" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The side card: price or free, then play, buy, or (for the author) edit. */
function CourseSide({ course, preview }: { course: CourseDetail; preview: boolean }) {
  const { t } = useTranslation();
  const price = formatPrice(course);
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t("edu.buy.card")}>
      <Stack gap="sm">
        <Text fz="xl" fw={700} data-testid="course-price">
          {price ?? t("edu.free")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("edu.size", {
            lessons: course.lesson_count,
            duration: formatDuration(course.duration_seconds),
            students: course.student_count,
          })}
        </Text>
        {course.can_play ? (
          <>
            {course.is_enrolled && (
              <Badge color="blue" variant="light">
                {t("edu.buy.owned")}
              </Badge>
            )}
            <Button component={Link} to={eduPaths.play(course.course_id, undefined, preview)}>
              {t("edu.start")}
            </Button>
          </>
        ) : (
          <BuyCourse course={course} />
        )}
        {course.is_owner && (
          <Button component={Link} to={eduPaths.edit(course.course_id)} variant="light">
            {t("edu.editCourse")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function CourseView({ course, preview }: { course: CourseDetail; preview: boolean }) {
  const { t } = useTranslation();
  const dir = useCourseDir(course.course_id, preview);
  const comments = useCourseComments(course.course_id);
  const addComment = useAddCourseComment(course.course_id);
  return (
    <div className="course-layout">
      <Stack gap="lg">
        {course.status !== "online" && (
          <Alert color="orange" role="status" data-testid="course-not-online">
            {t(course.status === "refused" ? "edu.previewRefused" : "edu.previewNotice")}
          </Alert>
        )}
        <Group align="flex-start" gap="lg" wrap="wrap">
          <div style={{ width: "min(100%, 400px)" }}>
            <AspectRatio ratio={4 / 3}>
              <Image src={course.cover_url || null} alt="" radius="md" fit="cover" />
            </AspectRatio>
          </div>
          <Stack gap="xs" style={{ flex: "1 1 240px" }}>
            <Group gap={6}>
              {course.cate_name && (
                <Badge component={Link} to={eduPaths.list(course.cate_id)} variant="outline" color="gray">
                  {course.cate_name}
                </Badge>
              )}
              {course.is_free === 1 && (
                <Badge color="violet" variant="light">
                  {t("edu.free")}
                </Badge>
              )}
              {course.tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray">
                  {tag}
                </Badge>
              ))}
            </Group>
            {course.abstract && <Text>{course.abstract}</Text>}
            <AuthorBadge author={course.author} />
            <CourseRatingBox course={course} />
          </Stack>
        </Group>
        {course.details && (
          <Section title={t("edu.details")}>
            <RichHtml html={course.details} />
          </Section>
        )}
        <ReadingBeacon kind="course" id={preview ? null : course.course_id} />
        <Section title={t("edu.dir.title")}>
          <QueryStatus query={dir}>{dir.data && <CourseDirectoryList dir={dir.data} preview={preview} />}</QueryStatus>
        </Section>
        {course.faqs.length > 0 && (
          <Section title={t("edu.faq")}>
            <Accordion variant="separated">
              {course.faqs.map((faq) => (
                <Accordion.Item key={faq.faq_id} value={String(faq.faq_id)}>
                  <Accordion.Control>{faq.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text style={{ whiteSpace: "pre-wrap" }}>{faq.answer}</Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Section>
        )}
        {course.status === "online" && (
          <CommentThread
            comments={comments}
            add={addComment}
            wording={cmsCommentWording}
            count={course.comment_count}
          />
        )}
      </Stack>
      <div>
        <CourseSide course={course} preview={preview} />
      </div>
    </div>
  );
}

/** /appedu/course_detail?course_id=&ts=&is_preview=: a course's page; the author previews one not yet online. */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = idParam(params.get("course_id"));
  const preview = params.get("is_preview") === "1";
  const course = useCourse(courseId, preview);
  if (courseId === 0) {
    return (
      <PageFrame title={t("routes.CourseDetail")}>
        <Text c="dimmed">{t("edu.noCourse")}</Text>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={course.data?.name ?? t("routes.CourseDetail")} size="xl" actions={course.data && <ShareButton />}>
      <QueryStatus query={course} skeletonRows={6}>
        {course.data && <CourseView course={course.data} preview={preview} />}
      </QueryStatus>
    </PageFrame>
  );
}
