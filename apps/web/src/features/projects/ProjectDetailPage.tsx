import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { QueryStatus } from "../../ui/QueryStatus";
import { ProjectBody } from "./ProjectBody";
import { useProjectDetail } from "./queries";

/** /project_detail?project_id=&is_forward=&forward_uid=: a passed project's page. */
export function ProjectDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const projectId = idParam(params.get("project_id"));
  const forwardUid = idParam(params.get("forward_uid"));
  const isForward = params.get("is_forward") === "1" && forwardUid > 0 ? 1 : 0;
  const detail = useProjectDetail({
    project_id: projectId,
    is_forward: isForward,
    ...(isForward ? { forward_uid: forwardUid } : {}),
  });
  if (projectId === 0)
    return (
      <PageFrame title={t("routes.ProjectDetail")}>
        <Text>{t("projects.detail.noProject")}</Text>
      </PageFrame>
    );
  return (
    <PageFrame
      title={detail.data?.title ?? t("routes.ProjectDetail")}
      size="md"
      actions={detail.data && <ShareButton />}
    >
      <QueryStatus query={detail} skeletonRows={4}>
        {detail.data && (
          <Stack gap="lg" data-testid="project-detail">
            <ProjectBody project={detail.data} />
          </Stack>
        )}
      </QueryStatus>
    </PageFrame>
  );
}
