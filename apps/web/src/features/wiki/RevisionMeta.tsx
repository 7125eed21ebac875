import type { WikiRevisionSummary } from "@icms/protocol";
import { Badge, Code, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AddressText } from "../../ui/AddressText";
import { RelativeTime } from "../../ui/RelativeTime";
import { shortCommit } from "./paths";

const STATE_COLORS = { pending: "violet", approved: "blue", refused: "red" } as const;

/** A revision's commit id, editor, time and review state. */
export function RevisionMeta({ revision }: { revision: WikiRevisionSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm">
        {t("wiki.meta.commit")}{" "}
        <Code title={revision.commit_id} data-testid="commit-id">
          {shortCommit(revision.commit_id)}
        </Code>
      </Text>
      <Text size="sm">
        {t("wiki.meta.editor")} <AddressText address={revision.editor_wallet} size="sm" />
      </Text>
      <Text size="sm" c="dimmed">
        {t("wiki.meta.time")} <RelativeTime value={revision.created_at} />
      </Text>
      <Badge color={STATE_COLORS[revision.state]} variant="light">
        {t(`wiki.state.${revision.state}`)}
      </Badge>
    </Group>
  );
}
