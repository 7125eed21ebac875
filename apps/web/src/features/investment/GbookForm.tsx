import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { type FieldErrors, type GbookFields, useInvestChecks } from "./form-check";
import { useSendGbook } from "./queries";

const EMPTY: GbookFields = { institution_name: "", contact_name: "", phone: "", email: "", remark: "" };

/** The guestbook: anyone may leave a message; a signed-in author later sees the answer in their list. */
export function GbookForm() {
  const { t } = useTranslation();
  const checks = useInvestChecks();
  const send = useSendGbook();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof GbookFields>>({});
  const field = (key: keyof GbookFields) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
  });
  const submit = () => {
    const found = checks.gbook(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        toast({ type: "success", message: t("investment.gbook.sent") });
      },
      onError: showError,
    });
  };
  return (
    <form
      noValidate
      aria-labelledby="gbook-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("investment.gbook.institution")} required {...field("institution_name")} />
          <TextInput label={t("investment.gbook.contactName")} required {...field("contact_name")} />
          <TextInput
            label={t("investment.gbook.phone")}
            description={t("investment.gbook.phoneHint")}
            // The hint goes under the field, so the phone and e-mail inputs stay on one line.
            inputWrapperOrder={["label", "input", "description", "error"]}
            type="tel"
            autoComplete="tel"
            required
            {...field("phone")}
          />
          <TextInput label={t("investment.gbook.email")} type="email" required {...field("email")} />
        </SimpleGrid>
        <Textarea label={t("investment.gbook.remark")} autosize minRows={2} {...field("remark")} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={send.isPending}>
            {t("investment.gbook.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
