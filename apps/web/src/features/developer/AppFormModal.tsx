import { DEVELOPER_LIMITS, type DeveloperApp, type DeveloperConfig, type DeveloperAppSaved } from "@icms/protocol";
import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../ui/notify";
import {
  type AppFormErrors,
  type AppFormValues,
  dateInputValue,
  initialValues,
  toSaveInput,
  validateApp,
} from "./app-form";
import { useSaveApp } from "./queries";
import { ScopePicker } from "./ScopePicker";

interface AppFormModalProps {
  /** The app to edit, or null for a new one. */
  app: DeveloperApp | null;
  config: DeveloperConfig;
  onClose: () => void;
  onSaved: (saved: DeveloperAppSaved) => void;
}

const DAY_MS = 86_400_000;

/** Creates an app (its key is shown next, once) or edits one (the key stays as it is). */
export function AppFormModal({ app, config, onClose, onSaved }: AppFormModalProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AppFormValues>(() => initialValues(app));
  const [errors, setErrors] = useState<AppFormErrors>({});
  const save = useSaveApp();
  const set = <K extends keyof AppFormValues>(key: K, value: AppFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const found = validateApp(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(toSaveInput(values, app?.app_id), { onSuccess: onSaved, onError: showError });
  };

  const now = Date.now();
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={app ? t("developer.form.editTitle", { name: app.name }) : t("developer.form.createTitle")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t("developer.form.name")}
            required
            value={values.name}
            maxLength={DEVELOPER_LIMITS.nameMaxChars * 2}
            onChange={(event) => set("name", event.currentTarget.value)}
            error={errors.name}
          />
          <Textarea
            label={t("developer.form.description")}
            value={values.description}
            autosize
            minRows={2}
            onChange={(event) => set("description", event.currentTarget.value)}
            error={errors.description}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="date"
              label={t("developer.form.expiry")}
              description={t("developer.form.expiryHint", { days: config.expiry_days_max })}
              required
              min={dateInputValue(new Date(now + DAY_MS))}
              max={dateInputValue(new Date(now + config.expiry_days_max * DAY_MS))}
              value={values.expiry}
              onChange={(event) => set("expiry", event.currentTarget.value)}
              error={errors.expiry}
            />
            <NumberInput
              label={t("developer.form.quotaMinute")}
              description={t("developer.form.quotaHint", { max: config.quota_minute_max })}
              min={1}
              max={config.quota_minute_max}
              allowDecimal={false}
              value={values.quotaMinute}
              onChange={(value) => set("quotaMinute", value)}
              error={errors.quotaMinute}
            />
            <NumberInput
              label={t("developer.form.quotaDay")}
              description={t("developer.form.quotaHint", { max: config.quota_day_max })}
              min={1}
              max={config.quota_day_max}
              allowDecimal={false}
              value={values.quotaDay}
              onChange={(value) => set("quotaDay", value)}
              error={errors.quotaDay}
            />
          </SimpleGrid>
          <ScopePicker
            groups={config.groups}
            value={values.scopes}
            onChange={(scopes) => set("scopes", scopes)}
            error={errors.scopes}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t("developer.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {app ? t("developer.form.save") : t("developer.form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
