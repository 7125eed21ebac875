import { CIRCLE_TYPE_IDS, type CircleType, GATE_KINDS, type GateKind, type Planet } from "@icms/protocol";
import { Button, Group, Radio, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MediaUpload } from "../../ui/MediaUpload";
import { showError, toast } from "../../ui/notify";
import { needsAmount } from "./gate-rule";
import { planetPaths } from "./paths";
import {
  emptyPlanet,
  type PlanetField,
  type PlanetValues,
  planetInput,
  validatePlanet,
  valuesOfPlanet,
} from "./planet-form";
import { useSavePlanet } from "./queries";

/** A new planet, or an edit of one (its star lord only): name, icon, introduction, tags, type, who posts, who may join. */
export function PlanetForm({ planet }: { planet?: Planet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePlanet();
  const [values, setValues] = useState<PlanetValues>(() => (planet ? valuesOfPlanet(planet) : emptyPlanet));
  const [errors, setErrors] = useState<Partial<Record<PlanetField, string>>>({});
  const busy = save.isPending;

  const set = <F extends PlanetField>(field: F, value: PlanetValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: "name" | "introduction" | "tags" | "gate_tokens") => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
    disabled: busy,
    "data-field": field,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validatePlanet(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, t(p.key, p.values)])));
    const first = Object.keys(problems)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const input = planetInput(values);
    save.mutate(planet ? { ...input, circle_id: planet.circle_id } : input, {
      onSuccess: (saved) => {
        toast({ message: t("planets.form.saved"), type: "success" });
        navigate(planetPaths.feed(saved.circle_id));
      },
      onError: showError,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput label={t("planets.form.name")} required maxLength={60} {...text("name")} />
        <MediaUpload
          kind="image"
          label={t("planets.form.icon")}
          value={values.icon_url}
          onChange={(url) => set("icon_url", url)}
          error={errors.icon_url}
          required
          disabled={busy}
        />
        <Textarea label={t("planets.form.introduction")} autosize minRows={2} {...text("introduction")} />
        <TextInput label={t("planets.form.tags")} description={t("planets.form.tagsHint")} {...text("tags")} />
        <Select
          label={t("planets.form.type")}
          value={String(values.circle_type)}
          onChange={(next) => set("circle_type", Number(next ?? 6) as CircleType)}
          data={CIRCLE_TYPE_IDS.map((type) => ({ value: String(type), label: t(`planets.list.type.${type}`) }))}
          allowDeselect={false}
          disabled={busy}
        />
        <Radio.Group
          label={t("planets.form.public")}
          value={String(values.is_public)}
          onChange={(next) => set("is_public", next === "0" ? 0 : 1)}
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
            onChange={(next) => set("gate_kind", (next ?? "none") as GateKind)}
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
