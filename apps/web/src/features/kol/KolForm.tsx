import { CONTENT_LIMITS, KOL_GENDERS, KOL_LIMITS, KOL_PLATFORMS, type KolMine } from "@icms/protocol";
import {
  Button,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { ConfirmDialog } from "./ConfirmDialog";
import { emptyKol, type KolField, type KolValues, kolInput, validateKol, valuesOfApplication } from "./kol-form";
import { PLATFORM_NAMES } from "./PlatformLinks";
import { useCountries, useRegisterKol } from "./queries";
import { VideoField } from "./VideoField";

/**
 * The KOL application: applies the first time, modifies it afterwards (whatever its state; it
 * goes back under review). Modifying an approved profile asks first, since it leaves the list
 * until an operator approves it again.
 */
export function KolForm({ mine }: { mine: KolMine }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const register = useRegisterKol();
  const [values, setValues] = useState<KolValues>(() =>
    mine.application ? valuesOfApplication(mine.application) : emptyKol,
  );
  const [errors, setErrors] = useState<Partial<Record<KolField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const busy = register.isPending;

  const set = <F extends KolField>(field: F, value: KolValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: "name" | "phone" | "email" | "synopsis" | (typeof KOL_PLATFORMS)[number]) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
    disabled: busy,
    "data-field": field,
  });

  const send = () =>
    register.mutate(kolInput(values), {
      onSuccess: () => {
        setConfirming(false);
        toast({ message: t("kol.form.submitted"), type: "success" });
      },
      onError: (error) => {
        setConfirming(false);
        showError(error);
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateKol(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, t(p.key, p.values)])));
    const first = Object.keys(problems)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (mine.state === "approved") setConfirming(true);
    else send();
  };

  const countryData = countries.data?.map((c) => ({ value: c.code, label: c.name })) ?? [];
  const areaCodes = countries.data?.map((c) => ({ value: c.code, label: `${c.name} (${c.calling_code})` })) ?? [];

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label={t("kol.form.label")}>
      <Stack gap="md">
        <TextInput label={t("kol.form.name")} required maxLength={KOL_LIMITS.nameMaxChars * 2} {...text("name")} />
        <Radio.Group
          label={t("kol.form.gender")}
          required
          value={values.gender}
          onChange={(next) => set("gender", next as KolValues["gender"])}
          error={errors.gender}
        >
          <Group gap="lg" mt="xs">
            {KOL_GENDERS.map((gender) => (
              <Radio
                key={gender}
                value={gender}
                label={t(`kol.gender.${gender}`)}
                disabled={busy}
                data-field="gender"
              />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("kol.form.areaCode")}
            required
            searchable
            data={areaCodes}
            value={values.phone_country || null}
            onChange={(next) => set("phone_country", next ?? "")}
            nothingFoundMessage={t("kol.list.noCountry")}
            error={errors.phone_country}
            disabled={busy}
            data-field="phone_country"
          />
          <TextInput label={t("kol.form.phone")} required type="tel" inputMode="tel" {...text("phone")} />
        </SimpleGrid>
        <TextInput label={t("kol.form.email")} required type="email" inputMode="email" {...text("email")} />
        <Textarea label={t("kol.form.synopsis")} required autosize minRows={3} {...text("synopsis")} />
        <TagsInput
          label={t("kol.form.tags")}
          description={t("kol.form.tagsHint", { max: CONTENT_LIMITS.tagsMax })}
          value={values.tags}
          onChange={(next) => set("tags", next)}
          maxTags={CONTENT_LIMITS.tagsMax}
          error={errors.tags}
          disabled={busy}
          clearable
          data-field="tags"
        />
        <VideoField
          value={values.video_url}
          onChange={(url) => set("video_url", url)}
          error={errors.video_url}
          disabled={busy}
        />
        <MultiSelect
          label={t("kol.form.countries")}
          description={t("kol.form.countriesHint", { max: KOL_LIMITS.countriesMax })}
          required
          searchable
          data={countryData}
          value={values.countries}
          onChange={(next) => set("countries", next)}
          maxValues={KOL_LIMITS.countriesMax}
          nothingFoundMessage={t("kol.list.noCountry")}
          error={errors.countries}
          disabled={busy}
          data-field="countries"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {KOL_PLATFORMS.map((platform) => (
            <TextInput
              key={platform}
              label={t("kol.form.platform", { platform: PLATFORM_NAMES[platform] })}
              placeholder="https://"
              type="url"
              {...text(platform)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={busy && !confirming}>
            {t(mine.state === "none" ? "kol.form.apply" : "kol.form.save")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("kol.form.confirmTitle")}
        body={t("kol.form.confirmBody")}
        confirm={t("kol.form.save")}
        busy={busy}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
