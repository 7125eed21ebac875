import { CLUSTER_KINDS, type ClusterKind, clusterNameProblem, type MyProjectDetail } from "@icms/protocol";
import { Anchor, Button, Card, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useRuleForm } from "../../../ui/form/use-rule-form";
import { showError, toast } from "../../../ui/notify";
import { isEditable, useBindCluster, useClusterNameTaken } from "../my-queries";
import { clusterPath, projectPaths } from "../paths";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { type ClusterValues, clusterChecks } from "./cluster-form";
import { WizardFrame } from "./WizardFrame";

/** /ucenter/projectindex/cluster_form?project_id=: the special, channel or planet bound to the project. */
export function ClusterFormPage() {
  return (
    <WizardFrame step="cluster_form">
      {(project) => (project ? <ClusterStep project={project} /> : <NeedsDraft />)}
    </WizardFrame>
  );
}

/** A later step opened without a draft: the first step comes first. */
export function NeedsDraft() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start">
      <Text>{t("projects.wizard.needsDraft")}</Text>
      <Button component={Link} to={projectPaths.step("apply_project")}>
        {t("routes.ApplyProject")}
      </Button>
    </Stack>
  );
}

function ClusterStep({ project }: { project: MyProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = () => navigate(projectPaths.step("doc_form", project.project_id));
  if (project.cluster) {
    return (
      <Stack gap="md">
        <Card withBorder padding="md" data-testid="bound-cluster">
          <Text size="sm" c="dimmed">
            {t(`projects.cluster.kind.${project.cluster.kind}`)}
          </Text>
          <Anchor component={Link} to={clusterPath(project.cluster)} fw={600}>
            {project.cluster.name}
          </Anchor>
          <Text size="sm" c="dimmed" mt="xs">
            {t("projects.cluster.boundNote")}
          </Text>
        </Card>
        <Group justify="flex-end">
          <Button onClick={next}>{t("projects.wizard.next")}</Button>
        </Group>
      </Stack>
    );
  }
  return <ClusterForm project={project} onDone={next} />;
}

function ClusterForm({ project, onDone }: { project: MyProjectDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindCluster();
  const { form, ref, error, onSubmit } = useRuleForm<ClusterValues>({
    initialValues: { kind: "", name: "" },
    checks: clusterChecks,
  });
  const { kind, name } = form.values;
  const [confirming, setConfirming] = useState(false);
  const [typed] = useDebouncedValue(name.trim(), 400);
  const checkable = kind !== "" && typed !== "" && clusterNameProblem(typed) === null;
  const taken = useClusterNameTaken(kind || "special", checkable ? typed : "");
  const isTaken = checkable && typed === name.trim() && taken.data === true;
  const disabled = !isEditable(project);

  // The rules first; then a name the gateway says is taken is refused before the confirmation.
  const check = onSubmit(() => {
    if (isTaken) form.setFieldError("name", t("projects.cluster.taken"));
    else setConfirming(true);
  });

  const submit = async () => {
    if (!kind || bind.isPending) return;
    try {
      // Awaited here rather than through callbacks: the bound cluster replaces this form.
      await bind.mutateAsync({ project_id: project.project_id, kind, name: name.trim() });
      setConfirming(false);
      toast({ type: "success", message: t("projects.cluster.bound") });
      onDone();
    } catch (error) {
      setConfirming(false);
      showError(error);
    }
  };

  return (
    <form ref={ref} onSubmit={check} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t("projects.cluster.kindLabel")}
          description={t("projects.cluster.kindHint")}
          value={kind || null}
          onChange={(value) => form.setFieldValue("kind", value as ClusterKind)}
          error={error("kind")}
          required
        >
          <Group mt="xs">
            {CLUSTER_KINDS.map((value) => (
              <Radio key={value} value={value} label={t(`projects.cluster.kind.${value}`)} disabled={disabled} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t("projects.cluster.name")}
          required
          maxLength={60}
          {...form.getInputProps("name")}
          error={error("name") ?? (isTaken ? t("projects.cluster.taken") : undefined)}
          description={
            checkable && taken.data === false && typed === name.trim() ? t("projects.cluster.free") : undefined
          }
          disabled={disabled}
        />
        <Group justify="space-between">
          <Button variant="default" component={Link} to={projectPaths.step("apply_project", project.project_id)}>
            {t("projects.wizard.back")}
          </Button>
          <Button type="submit" loading={bind.isPending} disabled={disabled}>
            {t("projects.cluster.bind")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("projects.cluster.confirmTitle")}
        body={t("projects.cluster.confirmBody", { name: name.trim() })}
        confirmLabel={t("projects.cluster.bind")}
        busy={bind.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      />
    </form>
  );
}
