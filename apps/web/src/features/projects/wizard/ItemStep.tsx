import type { MyProjectDetail } from "@icms/protocol";
import { Avatar, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useRuleForm } from "../../../ui/form/use-rule-form";
import { MediaUpload } from "../../../ui/MediaUpload";
import { showError, toast } from "../../../ui/notify";
import { type ItemKind, isEditable, useProjectItems } from "../my-queries";
import { nextStep, projectPaths, WIZARD_STEPS } from "../paths";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { emptyItem, ITEM_STEPS, type ItemStepConfig, itemChecks } from "./item-steps";
import { NeedsDraft } from "./ClusterStep";
import { WizardFrame } from "./WizardFrame";

/** One optional step: what is saved, a form to add one more, and back and next. */
function ItemStep({ config, project }: { config: ItemStepConfig; project: MyProjectDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { add, remove } = useProjectItems();
  const { form, ref, error, onSubmit } = useRuleForm({ initialValues: emptyItem(config), checks: itemChecks(config) });
  const values = form.values;
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const items = config.items(project);
  const disabled = !isEditable(project);
  const index = WIZARD_STEPS.indexOf(config.step);
  const previous = WIZARD_STEPS[index - 1] ?? "apply_project";
  const following = nextStep(config.step) ?? "end_form";

  const submit = onSubmit((values) => {
    if (add.isPending) return;
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    add.mutate({ kind: config.kind, values: { project_id: project.project_id, ...trimmed } } as never, {
      onSuccess: () => {
        form.reset();
        toast({ type: "success", message: t("projects.items.added") });
      },
      onError: showError,
    });
  });

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t(`projects.items.intro.${config.kind}`)}</Text>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-live="polite">
        {items.length === 0 && <Text size="sm">{t("projects.items.none")}</Text>}
        {items.map((item) => (
          <Card key={item.id} component="li" withBorder padding="sm" data-testid="project-item">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                {item.logo && <Avatar src={item.logo} alt="" radius="sm" />}
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{item.name}</Text>
                  <Text size="sm" c="dimmed" truncate>
                    {item.detail}
                  </Text>
                </div>
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                // The item's text gives way (its link is cut short), never the button's label.
                style={{ flexShrink: 0 }}
                aria-label={t("projects.items.remove", { name: item.name })}
                onClick={() => setDeleting(item)}
                disabled={disabled}
              >
                {t("projects.items.removeConfirm")}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      <form ref={ref} onSubmit={submit} noValidate aria-busy={add.isPending}>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t(`projects.items.add.${config.kind}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {config.fields.map((field) =>
                field.kind === "logo" ? (
                  <MediaUpload
                    key={field.name}
                    kind="image"
                    label={t(field.label)}
                    value={values[field.name] ?? ""}
                    onChange={(url) => form.setFieldValue(field.name, url)}
                    error={error(field.name)}
                    required
                    disabled={disabled}
                  />
                ) : (
                  <TextInput
                    key={field.name}
                    label={t(field.label)}
                    required={field.kind !== "date"}
                    type={field.kind === "date" ? "date" : field.kind === "link" ? "url" : "text"}
                    {...form.getInputProps(field.name)}
                    disabled={disabled}
                  />
                ),
              )}
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={add.isPending} disabled={disabled}>
                {t("projects.items.addButton")}
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
      <Group justify="space-between">
        <Button variant="default" component={Link} to={projectPaths.step(previous, project.project_id)}>
          {t("projects.wizard.back")}
        </Button>
        <Button onClick={() => navigate(projectPaths.step(following, project.project_id))}>
          {t("projects.wizard.next")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("projects.items.removeTitle")}
        body={t("projects.items.removeBody", { name: deleting?.name ?? "" })}
        confirmLabel={t("projects.items.removeConfirm")}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { kind: config.kind, id: deleting.id },
            { onSuccess: () => setDeleting(null), onError: showError },
          );
        }}
      />
    </Stack>
  );
}

function ItemPage({ kind }: { kind: ItemKind }) {
  const config = ITEM_STEPS[kind];
  return (
    <WizardFrame step={config.step}>
      {(project) => (project ? <ItemStep key={kind} config={config} project={project} /> : <NeedsDraft />)}
    </WizardFrame>
  );
}

/** /ucenter/projectindex/doc_form?project_id=: the project's documents (optional). */
export const DocFormPage = () => <ItemPage kind="doc" />;
/** /ucenter/projectindex/social_form?project_id=: social links, each with a name and a URL. */
export const SocialFormPage = () => <ItemPage kind="social" />;
/** /ucenter/projectindex/partner_form?project_id=: partners, each with a logo. */
export const PartnerFormPage = () => <ItemPage kind="partner" />;
/** /ucenter/projectindex/client_form?project_id=: mobile apps and their download links. */
export const ClientFormPage = () => <ItemPage kind="app" />;
