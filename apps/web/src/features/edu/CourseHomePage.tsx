import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { CourseGrid } from "./CourseCard";
import { eduPaths } from "./paths";
import { type CourseListFilter, useCourseCategories, useCourseList } from "./queries";
import "./edu.css";

function Shelf({ title, order }: { title: string; order: CourseListFilter["order"] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useCourseList({ order, page: 1, page_size: 8 });
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="lg" id={headingId}>
        {title}
      </Title>
      <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("edu.empty")}>
        {list.data && <CourseGrid courses={list.data.list} headingLevel={3} />}
      </QueryStatus>
    </Stack>
  );
}

/** /appedu/course_home: the categories, then the newest, most taken and best rated courses. */
export function CourseHomePage() {
  const { t } = useTranslation();
  const categories = useCourseCategories();
  return (
    <PageFrame
      title={t("routes.CourseHome")}
      size="xl"
      actions={
        <Button component={Link} to={eduPaths.edit()} variant="light">
          {t("edu.teach")}
        </Button>
      }
    >
      <nav aria-label={t("edu.categories")}>
        <Group gap="sm">
          <Anchor component={Link} to={eduPaths.list()}>
            {t("edu.allCourses")}
          </Anchor>
          {categories.data?.map((category) => (
            <Anchor key={category.cate_id} component={Link} to={eduPaths.list(category.cate_id)}>
              {t("edu.categoryCount", { name: category.name, count: category.course_count })}
            </Anchor>
          ))}
        </Group>
      </nav>
      <Shelf title={t("edu.order.recent")} order="recent" />
      <Shelf title={t("edu.order.popular")} order="popular" />
      <Shelf title={t("edu.order.rating")} order="rating" />
    </PageFrame>
  );
}
