import { CIRCLE_TYPE_IDS, type CircleType, GATE_KINDS, type GateKind, type Planet } from "@icms/protocol";
import { Button, Group, Radio, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRuleForm } from "../../ui/form/use-rule-form";
import { MediaUpload } from "../../ui/MediaUpload";
import { showError, toast } from "../../ui/notify";
import { needsAmount } from "./gate-rule";
import { planetPaths } from "./paths";
import { emptyPlanet, planetChecks, planetInput, valuesOfPlanet } from "./planet-form";
import { useSavePlanet } from "./queries";

/** A new planet, or an edit of one (its star lord only): name, icon, introduction, tags, type, who posts, who may join. */
export function PlanetForm({ planet }: { planet?: Planet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePlanet();
  const { form, ref, error, onSubmit } = useRuleForm({
    initialValues: planet ? valuesOfPlanet(planet) : emptyPlanet,
    checks: planetChecks,
  });
  const values = form.values;
  const busy = save.isPending;

  const text = (field: "name" | "introduction" | "tags" | "gate_tokens") => ({
    ...form.getInputProps(field),
    disabled: busy,
    "data-field": field,
  });

  const submit = onSubmit((values) => {
    const input = planetInput(values);
    save.mutate(planet ? { ...input, circle_id: planet.circle_id } : input, {
      onSuccess: (saved) => {
        toast({ message: t("planets.form.saved"), type: "success" });
        navigate(planetPaths.feed(saved.circle_id));
      },
      onError: showError,
    });
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput label={t("planets.form.name")} required maxLength={60} {...text("name")} />
        <MediaUpload
          kind="image"
          label={t("planets.form.icon")}
          value={values.icon_url}
          onChange={(url) => form.setFieldValue("icon_url", url)}
          error={error("icon_url")}
          required
          disabled={busy}
        />
        <Textarea label={t("planets.form.introduction")} autosize minRows={2} {...text("introduction")} />
        <TextInput label={t("planets.form.tags")} description={t("planets.form.tagsHint")} {...text("tags")} />
        <Select
          label={t("planets.form.type")}
          value={String(values.circle_type)}
          onChange={(next) => form.setFieldValue("circle_type", Number(next ?? 6) as CircleType)}
          data={CIRCLE_TYPE_IDS.map((type) => ({ value: String(type), label: t(`planets.list.type.${type}`) }))}
          allowDeselect={false}
          disabled={busy}
        />
        <Radio.Group
          label={t("planets.form.public")}
          value={String(values.is_public)}
          onChange={(next) => form.setFieldValue("is_public", next === "0" ? 0 : 1)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="1" label={t("planets.form.publicYes")} disabled={busy} />
            <Radio value="0" label={t("planets.form.publicNo")} disabled={busy} />
          </Stack>
        </Radio.Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t("planets.form.gateKind")}
            description={planet ? t("planets.form.gateChangeHint") : undefined}
            value={values.gate_kind}
            onChange={(next) => form.setFieldValue("gate_kind", (next ?? "none") as GateKind)}
            data={GATE_KINDS.map((kind) => ({ value: kind, label: t(`planets.gate.kind.${kind}`) }))}
            allowDeselect={false}
            disabled={busy}
          />
          {needsAmount(values.gate_kind) && (
            <TextInput
              label={t("planets.form.gateAmount")}
              description={t("planets.form.gateAmountHint")}
              required
              inputMode="decimal"
              rightSection={values.gate_kind === "icms_balance" ? "ICMS" : "ICT"}
              rightSectionWidth={56}
              {...text("gate_tokens")}
            />
          )}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("planets.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
