import type { InvestSubmission } from "@icms/protocol";
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../ui/RelativeTime";

/** One submission as operators see it: who, how to reach them, what they wrote, and the answer. */
export function SubmissionCard({ item, onReply }: { item: InvestSubmission; onReply: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={item.institution_name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge variant="light" color={item.kind === "coop" ? "indigo.9" : "teal.9"}>
              {t(item.kind === "coop" ? "investment.admin.kindCoop" : "investment.admin.kindGbook")}
            </Badge>
            {item.institution_type && (
              <Badge variant="outline" color="dark.6">
                {t(`investment.types.${item.institution_type}`)}
              </Badge>
            )}
            <Text fw={600}>{item.institution_name}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            <RelativeTime value={item.created_at} />
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {[item.contact_name, item.phone, item.email].filter(Boolean).join(" · ")}
          {item.official_site && (
            <>
              {" · "}
              <Anchor href={item.official_site} target="_blank" rel="noopener noreferrer nofollow">
                {item.official_site}
              </Anchor>
            </>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {item.submitter
            ? t("investment.admin.by", { name: item.submitter.nickname || item.submitter.wallet_addr })
            : t("investment.admin.anonymous")}
        </Text>
        {item.text && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {item.text}
          </Text>
        )}
        {item.reply ? (
          <Paper bg="var(--mantine-color-blue-light)" p="sm" radius="sm">
            <Text size="xs" fw={600}>
              {t("investment.admin.answer")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {item.reply.content}
            </Text>
          </Paper>
        ) : (
          <Badge color="orange.9" variant="light">
            {t("investment.admin.unansweredBadge")}
          </Badge>
        )}
        <Group justify="flex-end">
          <Button size="xs" variant={item.reply ? "default" : "filled"} onClick={onReply}>
            {t(item.reply ? "investment.admin.editAnswer" : "investment.admin.answerButton")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
