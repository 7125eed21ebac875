import type { CourseSummary } from "@icms/protocol";
import { Anchor, AspectRatio, Badge, Card, Group, Image, Rating, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { truncateText } from "../../ui/text-width";
import { formatDuration, formatPrice } from "./format";
import { eduPaths } from "./paths";

/** A course in grids: cover at 4:3 (the recommended 400×300), name, price or free, rating and size. */
function CourseCard({ course, headingLevel = 2 }: { course: CourseSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const price = formatPrice(course);
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="course-card" h="100%">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Image src={course.cover_url || null} alt="" fit="cover" loading="lazy" fallbackSrc="" />
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Heading style={{ margin: 0, fontSize: "1rem" }}>
          <Anchor component={Link} to={eduPaths.detail(course.course_id)} c="inherit" fw={700} lineClamp={2}>
            {course.name}
          </Anchor>
        </Heading>
        {course.abstract && (
          <Text size="sm" c="dimmed">
            {truncateText(course.abstract, 120)}
          </Text>
        )}
        <Group gap={6}>
          <Badge variant="light" color={price ? "blue" : "violet"}>
            {price ?? t("edu.free")}
          </Badge>
          {course.cate_name && (
            <Badge variant="outline" color="gray">
              {course.cate_name}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Rating value={course.rating_avg} fractions={10} readOnly size="xs" aria-hidden />
          <Text size="xs" c="dimmed">
            {t("edu.ratingShort", { avg: course.rating_avg.toFixed(1), count: course.rating_count })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t("edu.size", {
            lessons: course.lesson_count,
            duration: formatDuration(course.duration_seconds),
            students: course.student_count,
          })}
        </Text>
        <div style={{ marginTop: "auto" }}>
          <AuthorBadge author={course.author} size={22} />
        </div>
      </Stack>
    </Card>
  );
}

/** Courses in a responsive grid: one column on a phone, up to four on a wide screen. */
export function CourseGrid({ courses, headingLevel = 2 }: { courses: CourseSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="plain-list course-grid">
      {courses.map((course) => (
        <li key={course.course_id}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
