import type { MyProjectDetail } from "@icms/protocol";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { showError, toast } from "../../../ui/notify";
import { isEditable, useSubmitProject } from "../my-queries";
import { projectPaths } from "../paths";
import { ProjectBody } from "../ProjectBody";
import { StatusBadge } from "../StatusBadge";
import { NeedsDraft } from "./ClusterStep";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { HistoryList } from "./HistoryList";
import { WizardFrame } from "./WizardFrame";

/** /ucenter/projectindex/end_form?project_id=: the whole project as reviewers will see it, then submit. */
export function EndFormPage() {
  return (
    <WizardFrame step="end_form">{(project) => (project ? <EndStep project={project} /> : <NeedsDraft />)}</WizardFrame>
  );
}

function EndStep({ project }: { project: MyProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitProject();
  const [confirming, setConfirming] = useState(false);
  // Set at the first click, before the mutation's pending state renders: a second click sends nothing.
  const sending = useRef(false);
  const canSubmit = isEditable(project) && project.status !== 1 && project.cluster !== null;

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={600}>{t("projects.status.label")}</Text>
        <StatusBadge status={project.status} />
      </Group>
      {project.cluster === null && (
        <Alert color="yellow" title={t("projects.end.noClusterTitle")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("projects.end.noClusterBody")}</Text>
            <Button size="xs" component={Link} to={projectPaths.step("cluster_form", project.project_id)}>
              {t("routes.ClusterForm")}
            </Button>
          </Stack>
        </Alert>
      )}
      {project.status === 2 && project.reasons.length > 0 && (
        <Alert color="red" title={t("projects.mine.refusedTitle")} data-testid="refusal-reasons">
          {project.reasons.join(" · ")}
        </Alert>
      )}
      <HistoryList history={project.history} />
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="md">
          {project.title}
        </Title>
        <ProjectBody project={project} />
      </Card>
      <Group justify="space-between">
        <Button variant="default" component={Link} to={projectPaths.step("client_form", project.project_id)}>
          {t("projects.wizard.back")}
        </Button>
        <Button
          onClick={() => setConfirming(true)}
          disabled={!canSubmit || submit.isPending}
          loading={submit.isPending}
        >
          {t("projects.end.submit")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t("projects.end.confirmTitle")}
        body={t("projects.end.confirmBody")}
        confirmLabel={t("projects.end.submit")}
        busy={submit.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (sending.current) return;
          sending.current = true;
          submit.mutate(project.project_id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ type: "success", message: t("projects.end.submitted") });
              navigate(projectPaths.mine);
            },
            onError: (error) => {
              sending.current = false;
              setConfirming(false);
              showError(error);
            },
          });
        }}
      />
    </Stack>
  );
}
