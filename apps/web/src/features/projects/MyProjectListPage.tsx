import { CONTENT_LANGS, type MyProjectSummary } from "@icms/protocol";
import { Alert, Badge, Button, Group, Image, List, Menu, Pagination, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { MY_PAGE_SIZE, useMyProjects } from "./my-queries";
import { projectPaths } from "./paths";
import { StatusBadge } from "./StatusBadge";

/** /ucenter/projectindex/my_project_list: the owner's projects with their status and what can be done next. */
export function MyProjectListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyProjects(page);
  const items = list.data?.list ?? [];
  const pages = Math.ceil((list.data?.total ?? 0) / MY_PAGE_SIZE);
  return (
    <PageFrame
      title={t("routes.MyProjectList")}
      actions={
        <Button component={Link} to={projectPaths.step("apply_project")}>
          {t("projects.mine.new")}
        </Button>
      }
    >
      <QueryStatus query={list} empty={items.length === 0} emptyText={t("projects.mine.empty")}>
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {items.map((project) => (
            <li key={project.project_id}>
              <MyProjectRow project={project} />
            </li>
          ))}
        </Stack>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </QueryStatus>
    </PageFrame>
  );
}

function MyProjectRow({ project }: { project: MyProjectSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = project.status === 0;
  const edit = projectPaths.step("apply_project", project.project_id);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="my-project" aria-label={project.title}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {project.logo_url && <Image src={project.logo_url} alt="" w={56} h={56} radius="sm" fit="cover" />}
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{project.title}</Text>
            <StatusBadge status={project.status} />
            {project.langs.map((lang) => (
              <Badge key={lang} size="sm" variant="outline" color="gray">
                {t(`content.lang.${lang}`)}
              </Badge>
            ))}
          </Group>
          {project.abstract && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {project.abstract}
            </Text>
          )}
          {project.status === 2 && project.reasons.length > 0 && (
            <Alert color="red" variant="light" title={t("projects.mine.refusedTitle")} data-testid="refusal-reasons">
              <List size="sm">
                {project.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {pending && (
            <Text size="sm" c="dimmed">
              {t("projects.mine.pendingNote")}
            </Text>
          )}
          <Group gap="xs">
            {project.status === 3 && (
              <Button size="xs" component={Link} to={edit}>
                {t("projects.mine.continue")}
              </Button>
            )}
            {project.status === 2 && (
              <Button size="xs" component={Link} to={edit}>
                {t("projects.mine.editResubmit")}
              </Button>
            )}
            {project.status === 1 && (
              <>
                <Button size="xs" component={Link} to={projectPaths.detail(project.project_id)}>
                  {t("projects.mine.view")}
                </Button>
                <Button size="xs" variant="light" component={Link} to={edit}>
                  {t("projects.mine.edit")}
                </Button>
              </>
            )}
            {project.status !== 3 && (
              <Button
                size="xs"
                variant="subtle"
                component={Link}
                to={projectPaths.step("end_form", project.project_id)}
              >
                {t("projects.mine.history")}
              </Button>
            )}
            {!pending && (
              <Menu>
                <Menu.Target>
                  <Button size="xs" variant="default">
                    {t("projects.lang.add")}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {CONTENT_LANGS.map((lang) => (
                    <Menu.Item key={lang} onClick={() => navigate(projectPaths.addLang(project.project_id, lang))}>
                      {t(`content.lang.${lang}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
