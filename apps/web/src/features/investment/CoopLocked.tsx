import type { InvestCoopForm } from "@icms/protocol";
import { Alert, Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../ui/RelativeTime";

/** A sent cooperation form: read-only, with the operator's answer once there is one. */
export function CoopLocked({ form }: { form: InvestCoopForm }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("investment.coop.name"), form.institution_name],
    [t("investment.coop.type"), t(`investment.types.${form.institution_type}`)],
    [t("investment.coop.description"), form.description],
    [t("investment.coop.site"), form.official_site],
    [t("investment.coop.email"), form.contact_email],
  ];
  return (
    <Stack gap="sm" data-testid="coop-locked">
      <Group gap="xs">
        <Badge color="teal.9" variant="filled">
          {t("investment.coop.submitted")}
        </Badge>
        <Text size="sm" c="dimmed">
          <RelativeTime value={form.created_at} />
        </Text>
      </Group>
      <Text size="sm">{t("investment.coop.lockedText")}</Text>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="30%">
                  {label}
                </Table.Th>
                <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {form.reply ? (
        <Alert color="blue" variant="light" title={t("investment.coop.answer")}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {form.reply.content}
          </Text>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t("investment.coop.noAnswer")}
        </Text>
      )}
    </Stack>
  );
}
