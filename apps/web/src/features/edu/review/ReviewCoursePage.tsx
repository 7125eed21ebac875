import type { CourseLessonOutline } from "@icms/protocol";
import { Group, Image, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReviewItemCard } from "../../../review/ReviewItemCard";
import { ReviewQueueLayout } from "../../../review/ReviewQueueLayout";
import { PageFrame } from "../../../ui/PageFrame";
import { MembersOnly } from "../../../wallet/membership";
import { CourseDirectoryList } from "../CourseDirectoryList";
import { formatDuration, formatPrice } from "../format";
import { RichHtml } from "../RichHtml";
import { ReviewLessonPreview } from "./ReviewLessonPreview";
import { REVIEW_PAGE_SIZE, useDecideCourse, useReviewCourse, useReviewCourses } from "./review-queries";

/** /icmsdao/icms_dao_autonomy/course: courses waiting in the members' review, and the signed decision. */
export function ReviewCoursePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("edu.review.title")}>
      <MembersOnly>
        <CourseQueue />
      </MembersOnly>
    </PageFrame>
  );
}

function CourseQueue() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useReviewCourses(page);
  return (
    <ReviewQueueLayout
      query={list}
      entries={(list.data?.list ?? []).map((course) => ({
        id: course.course_id,
        title: course.name,
        abstract: course.abstract,
        by: course.author.nickname || course.author.wallet_addr,
        at: course.updated_at,
        review: course.review,
        label: formatPrice(course) ?? t("edu.free"),
      }))}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={REVIEW_PAGE_SIZE}
      onPage={setPage}
      panel={(id, onDone) => <CoursePanel courseId={id} onDone={onDone} />}
    />
  );
}

function CoursePanel({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const detail = useReviewCourse(courseId);
  const decide = useDecideCourse();
  const course = detail.data;
  const [openLesson, setOpenLesson] = useState<CourseLessonOutline>();
  return (
    <ReviewItemCard
      kind="course"
      itemId={courseId}
      query={detail}
      item={course && { title: course.name, review: course.review, votes: course.votes }}
      decide={(signed) => decide.mutateAsync({ course_id: courseId, ...signed })}
      onDone={onDone}
    >
      {course && (
        <>
          {course.cover_url && <Image src={course.cover_url} alt="" radius="sm" mah={200} fit="cover" />}
          <Group gap="md">
            <Text size="sm">{formatPrice(course) ?? t("edu.free")}</Text>
            {course.cate_name && <Text size="sm">{course.cate_name}</Text>}
            <Text size="sm">
              {t("edu.review.length", {
                lessons: course.lesson_count,
                duration: formatDuration(course.duration_seconds),
              })}
            </Text>
          </Group>
          <Text c="dimmed">{course.abstract}</Text>
          {course.details && <RichHtml html={course.details} />}
          <CourseDirectoryList
            dir={{ course_id: course.course_id, can_play: false, chapters: course.chapters }}
            onOpen={setOpenLesson}
          />
          <ReviewLessonPreview lesson={openLesson} onClose={() => setOpenLesson(undefined)} />
        </>
      )}
    </ReviewItemCard>
  );
}
