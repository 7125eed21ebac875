import { signupContactProblem, signupEmailProblem, signupNameProblem, signupNoteProblem } from "@icms/protocol";
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignupInput } from "./queries";

type Fields = Omit<SignupInput, "activity_id">;
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** Checks the form with the rules the gateway runs; answers one message per field in error. */
function useCheck() {
  const { t } = useTranslation();
  return (form: Required<Fields>): FieldErrors => {
    const errors: FieldErrors = {};
    const name = signupNameProblem(form.name);
    if (name) errors.name = t(name === "required" ? "activities.form.nameRequired" : "activities.form.tooLong");
    const contact = signupContactProblem(form.contact);
    if (contact)
      errors.contact = t(contact === "required" ? "activities.form.contactRequired" : "activities.form.tooLong");
    const email = signupEmailProblem(form.email);
    if (email) errors.email = t(email === "required" ? "activities.form.emailRequired" : "activities.form.emailFormat");
    if (signupNoteProblem(form.note)) errors.note = t("activities.form.tooLong");
    return errors;
  };
}

interface SignupFormProps {
  opened: boolean;
  busy: boolean;
  /** The signup will wait for a place: say so before it is sent. */
  willWait: boolean;
  onClose: () => void;
  onSubmit: (form: Fields) => void;
}

/** The signup form, then a confirmation of what is sent. */
export function SignupForm({ opened, busy, willWait, onClose, onSubmit }: SignupFormProps) {
  const { t } = useTranslation();
  const check = useCheck();
  const [form, setForm] = useState({ name: "", contact: "", email: "", note: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const set = (key: keyof typeof form) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const review = () => {
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };
  const close = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(confirming ? "activities.form.confirmTitle" : "activities.form.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {confirming ? (
        <Stack gap="sm">
          <Text size="sm">{t(willWait ? "activities.form.confirmWait" : "activities.form.confirmText")}</Text>
          <Text size="sm">
            {form.name} · {form.contact} · {form.email}
          </Text>
          {form.note.trim() && (
            <Text size="sm" c="dimmed">
              {form.note}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              {t("activities.form.back")}
            </Button>
            <Button loading={busy} onClick={() => onSubmit({ ...form })}>
              {t("activities.form.confirm")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t("activities.form.name")}
              required
              value={form.name}
              onChange={set("name")}
              error={errors.name}
            />
            <TextInput
              label={t("activities.form.contact")}
              description={t("activities.form.contactHint")}
              required
              value={form.contact}
              onChange={set("contact")}
              error={errors.contact}
            />
            <TextInput
              label={t("activities.form.email")}
              type="email"
              required
              value={form.email}
              onChange={set("email")}
              error={errors.email}
            />
            <Textarea
              label={t("activities.form.note")}
              autosize
              minRows={2}
              value={form.note}
              onChange={set("note")}
              error={errors.note}
            />
            <Group justify="flex-end">
              <Button type="submit">{t("activities.form.next")}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
