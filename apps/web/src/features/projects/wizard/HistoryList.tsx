import type { ProjectHistoryEntry } from "@icms/protocol";
import { Stack, Text, Timeline, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../../ui/RelativeTime";

/** The review rounds of a project, newest first: submissions, passes and refusals with their reasons. */
export function HistoryList({ history }: { history: ProjectHistoryEntry[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  return (
    <Stack gap="xs" component="section" data-testid="project-history">
      <Title order={2} size="h4">
        {t("projects.history.title")}
      </Title>
      <Timeline bulletSize={12} lineWidth={2}>
        {history.map((entry, index) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its head; rows have no id.
            key={`${entry.created_at}-${index}`}
            title={t(`projects.history.${entry.event}`)}
            color={entry.event === "refuse" ? "red" : entry.event === "pass" ? "blue" : "gray"}
          >
            {entry.reasons.map((reason) => (
              <Text key={reason} size="sm">
                {reason}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              <RelativeTime value={entry.created_at} />
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
