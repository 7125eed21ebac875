import type { WikiEntrySummary } from "@icms/protocol";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RelativeTime } from "../../ui/RelativeTime";
import { wikiPaths } from "./paths";

/** Entries as lists show them: the title links to the entry, with its abstract and history size. */
export function EntryList({ entries }: { entries: WikiEntrySummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <Paper key={entry.article_id} withBorder radius="md" p="md" component="li">
          <Anchor component={Link} to={wikiPaths.entry(entry.article_id)} fw={600}>
            {entry.title}
          </Anchor>
          {entry.abstract && (
            <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
              {entry.abstract}
            </Text>
          )}
          <Group gap="md" mt={6}>
            <Text size="xs" c="dimmed">
              {t("wiki.revisions", { count: entry.revision_count })}
            </Text>
            <Text size="xs" c="dimmed">
              {t("wiki.views", { count: entry.view_count })}
            </Text>
            <Text size="xs" c="dimmed">
              <RelativeTime value={entry.updated_at} />
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
