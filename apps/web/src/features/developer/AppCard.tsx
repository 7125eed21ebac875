import type { DeveloperApp, UiLang } from "@icms/protocol";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { absoluteTime } from "../../ui/relative-time";
import { RelativeTime } from "../../ui/RelativeTime";

const STATE_COLORS = { active: "green", expired: "yellow", revoked: "gray" } as const;

interface AppCardProps {
  app: DeveloperApp;
  onEdit: () => void;
  onRotate: () => void;
  onRevoke: () => void;
}

/** One app: its state, key prefix, expiry, quotas and last use, and what can be done with it. */
export function AppCard({ app, onEdit, onRotate, onRevoke }: AppCardProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language || "en") as UiLang;
  const usable = app.state !== "revoked";
  return (
    <Paper withBorder p="md" radius="md" data-testid="developer-app">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{app.name}</Text>
            <Badge color={STATE_COLORS[app.state]} variant="light">
              {t(`developer.state.${app.state}`)}
            </Badge>
          </Group>
          <Text size="sm" ff="monospace" c="dimmed">
            {t("developer.keyPrefix", { prefix: app.key_prefix })}
          </Text>
        </Group>
        {app.description && <Text size="sm">{app.description}</Text>}
        <Text size="sm" c="dimmed">
          {t("developer.expires", { date: absoluteTime(app.expires_at, lang) })}
          {" · "}
          {t("developer.quotas", { minute: app.quota_minute, day: app.quota_day })}
          {" · "}
          {t("developer.scopeCount", { count: app.scopes.length })}
        </Text>
        <Text size="sm" c="dimmed">
          {app.last_used_at === null ? (
            t("developer.neverUsed")
          ) : (
            <>
              {t("developer.lastUsed", { date: "" })}
              <RelativeTime value={app.last_used_at} />
            </>
          )}
        </Text>
        {usable && (
          <Group gap="xs" role="group" aria-label={t("developer.appActions", { name: app.name })}>
            <Button size="xs" variant="default" onClick={onEdit}>
              {t("developer.edit")}
            </Button>
            <Button size="xs" variant="default" onClick={onRotate}>
              {t("developer.rotate")}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onRevoke}>
              {t("developer.revoke")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
