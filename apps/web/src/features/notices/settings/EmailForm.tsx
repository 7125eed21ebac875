import { emailProblem, type NoticeEmail } from "@icms/protocol";
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ruleCheck } from "../../../ui/form/rule-checks";
import { useRuleForm } from "../../../ui/form/use-rule-form";
import { showError, toast } from "../../../ui/notify";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useNoticeEmail, useSetNoticeEmail } from "../queries";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The address's state: confirmed, waiting for its link, or none. */
function EmailState({ email }: { email: NoticeEmail }) {
  const { t } = useTranslation();
  if (!email.email)
    return (
      <Text size="sm" c="dimmed">
        {t("notices.email.none")}
      </Text>
    );
  if (email.confirmed)
    return (
      <Badge color="green" variant="light">
        {t("notices.email.confirmed")}
      </Badge>
    );
  return (
    <Alert color="yellow" variant="light" p="xs" role="status">
      {t("notices.email.unconfirmed")}
    </Alert>
  );
}

function EmailFields({ email }: { email: NoticeEmail }) {
  const { t } = useTranslation();
  const save = useSetNoticeEmail();
  const { form, ref, onSubmit } = useRuleForm({
    initialValues: { email: email.email ?? "", digest_hour: String(email.digest_hour) },
    checks: { email: ruleCheck(emailProblem, { format: { key: "notices.email.invalid" } }) },
  });
  const send = (address: string, hour: string) =>
    save.mutate(
      { email: address.trim(), digest_hour: Number(hour) },
      {
        onSuccess: (answer) => {
          form.setValues({ email: answer.email ?? "", digest_hour: String(answer.digest_hour) });
          toast({ message: address.trim() ? t("notices.email.saved") : t("notices.email.removed"), type: "success" });
        },
        onError: showError,
      },
    );
  return (
    <form ref={ref} onSubmit={onSubmit((values) => send(values.email, values.digest_hour))} noValidate>
      <Stack gap="sm">
        <EmailState email={email} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            autoComplete="email"
            label={t("notices.email.address")}
            placeholder={t("notices.email.placeholder")}
            style={{ flex: "1 1 240px" }}
            {...form.getInputProps("email")}
          />
          <Select
            label={t("notices.email.digestHour")}
            allowDeselect={false}
            w={150}
            data={HOURS.map((hour) => ({
              value: String(hour),
              label: t("notices.email.hour", { hour: String(hour).padStart(2, "0") }),
            }))}
            {...form.getInputProps("digest_hour")}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t("notices.email.save")}
          </Button>
          {email.email && (
            <Button
              variant="subtle"
              color="red"
              disabled={save.isPending}
              onClick={() => send("", form.values.digest_hour)}
            >
              {t("notices.email.remove")}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The notification address (`notice_email`): set, confirmed by its link, or removed; and the digest's hour. */
export function EmailForm({ linkResult }: { linkResult: "confirmed" | "failed" | null }) {
  const { t } = useTranslation();
  const email = useNoticeEmail();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("notices.email.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("notices.email.intro")}
        </Text>
        {linkResult && (
          <Alert color={linkResult === "confirmed" ? "green" : "red"} variant="light" role="status">
            {linkResult === "confirmed" ? t("notices.email.linkConfirmed") : t("notices.email.linkFailed")}
          </Alert>
        )}
        <QueryStatus query={email} skeletonRows={1}>
          {email.data && <EmailFields key={`${email.data.email}:${email.data.digest_hour}`} email={email.data} />}
        </QueryStatus>
      </Stack>
    </Paper>
  );
}
