import { Anchor, Button, Group, Pagination, Paper, Progress, SegmentedControl, Stack, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useConfirmDelete } from "./useConfirmDelete";
import { eduPaths } from "../paths";
import { useMyCourses } from "../queries";
import { type TeachStatus, useDeleteCourse, useTaughtCourses } from "./authoring-queries";
import { TaughtCourseRow } from "./TaughtCourseRow";

const STATUSES = ["all", "audit", "online", "refused"] as const;

function Teaching({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>("all");
  const list = useTaughtCourses(status === "all" ? undefined : (status as TeachStatus), page);
  const remove = useConfirmDelete(useDeleteCourse(), (name) => t("edu.deleteCourseBody", { name }));
  const pages = Math.ceil((list.data?.total ?? 0) / 10);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t("edu.statusFilter")}
        value={status}
        onChange={(value) => {
          setStatus(value as (typeof STATUSES)[number]);
          onPage(1);
        }}
        data={STATUSES.map((value) => ({
          value,
          label: value === "all" ? t("edu.priceAll") : t(`content.status.${value}`),
        }))}
        style={{ alignSelf: "flex-start" }}
      />
      <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("edu.teachEmpty")}>
        <Stack gap="xs">
          {list.data?.list.map((course) => (
            <TaughtCourseRow
              key={course.course_id}
              course={course}
              onDelete={() => remove.ask({ id: course.course_id, name: course.name })}
            />
          ))}
        </Stack>
      </QueryStatus>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} />}
      {remove.dialog}
    </Stack>
  );
}

function Learning({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useMyCourses("bought", page);
  const pages = Math.ceil((list.data?.total ?? 0) / 10);
  return (
    <Stack gap="md">
      <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("edu.boughtEmpty")}>
        <Stack gap="xs">
          {list.data?.list.map((course) => (
            <Paper key={course.course_id} withBorder radius="md" p="sm" data-testid="bought-course">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor component={Link} to={eduPaths.detail(course.course_id)} fw={600}>
                    {course.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t("edu.play.progress", {
                      done: course.progress.completed_lessons,
                      total: course.progress.total_lessons,
                    })}
                  </Text>
                  <Progress value={course.progress.percent} aria-label={t("edu.play.progressLabel")} maw={320} />
                </Stack>
                <Button
                  component={Link}
                  to={eduPaths.play(course.course_id, course.progress.last_lesson_id ?? undefined)}
                  variant="light"
                >
                  {t(course.progress.last_lesson_id ? "edu.resume" : "edu.start")}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      </QueryStatus>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} />}
    </Stack>
  );
}

/** /ucenter/courseindex/course_list?tab=: the courses the user teaches, and the ones they bought. */
export function MyCoursesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "learning" ? "learning" : "teaching";
  const page = Math.max(1, idParam(params.get("page")));
  const onPage = (next: number) => setParams({ tab, page: String(next) });
  return (
    <PageFrame
      title={t("routes.UcenterCourseList")}
      actions={
        <Group gap="xs">
          <Button component={Link} to={eduPaths.orders()} variant="default">
            {t("routes.Courseorder")}
          </Button>
          <Button component={Link} to={eduPaths.edit()}>
            {t("edu.newCourse")}
          </Button>
        </Group>
      }
    >
      <Tabs value={tab} onChange={(value) => setParams({ tab: value ?? "teaching" })}>
        <Tabs.List>
          <Tabs.Tab value="teaching">{t("edu.teaching")}</Tabs.Tab>
          <Tabs.Tab value="learning">{t("edu.learning")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="teaching" pt="md">
          {tab === "teaching" && <Teaching page={page} onPage={onPage} />}
        </Tabs.Panel>
        <Tabs.Panel value="learning" pt="md">
          {tab === "learning" && <Learning page={page} onPage={onPage} />}
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
