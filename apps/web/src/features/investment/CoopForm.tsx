import { INSTITUTION_TYPES, type InstitutionType } from "@icms/protocol";
import { Button, Group, Modal, Radio, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRequireLogin } from "../../session/use-require-login";
import { showError, toast } from "../../ui/notify";
import { type CoopFields, type FieldErrors, useInvestChecks } from "./form-check";
import { useSendCoopForm } from "./queries";

const EMPTY: CoopFields = {
  institution_name: "",
  institution_type: "",
  description: "",
  official_site: "",
  contact_email: "",
};

/**
 * The cooperation form: checked as the gateway checks it, then a confirmation showing exactly
 * what will be sent (it cannot be changed afterwards). Sending needs a session.
 */
export function CoopForm() {
  const { t } = useTranslation();
  const checks = useInvestChecks();
  const requireLogin = useRequireLogin();
  const send = useSendCoopForm();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof CoopFields>>({});
  const [confirming, setConfirming] = useState(false);
  const set = (key: keyof CoopFields) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const review = () => {
    const found = checks.coop(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (requireLogin()) setConfirming(true);
  };
  const submit = () =>
    send.mutate(
      { ...form, institution_type: form.institution_type as InstitutionType },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ type: "success", message: t("investment.coop.sent") });
        },
        onError: (error) => {
          setConfirming(false);
          showError(error);
        },
      },
    );
  const rows: [string, string][] = [
    [t("investment.coop.name"), form.institution_name],
    [
      t("investment.coop.type"),
      form.institution_type ? t(`investment.types.${form.institution_type as InstitutionType}`) : "",
    ],
    [t("investment.coop.description"), form.description],
    [t("investment.coop.site"), form.official_site],
    [t("investment.coop.email"), form.contact_email],
  ];

  return (
    <>
      <form
        noValidate
        aria-labelledby="coop-heading"
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("investment.coop.name")}
            required
            value={form.institution_name}
            onChange={(e) => set("institution_name")(e.currentTarget.value)}
            error={errors.institution_name}
          />
          <Radio.Group
            label={t("investment.coop.type")}
            required
            value={form.institution_type}
            onChange={set("institution_type")}
            error={errors.institution_type}
          >
            <Group gap="md" mt={4}>
              {INSTITUTION_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`investment.types.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={t("investment.coop.description")}
            required
            autosize
            minRows={3}
            value={form.description}
            onChange={(e) => set("description")(e.currentTarget.value)}
            error={errors.description}
          />
          <TextInput
            label={t("investment.coop.site")}
            placeholder="https://"
            required
            value={form.official_site}
            onChange={(e) => set("official_site")(e.currentTarget.value)}
            error={errors.official_site}
          />
          <TextInput
            label={t("investment.coop.email")}
            type="email"
            required
            value={form.contact_email}
            onChange={(e) => set("contact_email")(e.currentTarget.value)}
            error={errors.contact_email}
          />
          <Text size="sm" c="dimmed">
            {t("investment.coop.once")}
          </Text>
          <Group justify="flex-end">
            <Button type="submit">{t("investment.coop.submit")}</Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("investment.coop.confirmTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="sm">
          <Text size="sm">{t("investment.coop.confirmText")}</Text>
          <Table>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={send.isPending}>
              {t("investment.coop.cancel")}
            </Button>
            <Button loading={send.isPending} onClick={submit}>
              {t("investment.coop.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
