import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../../ui/notify";
import { QueryStatus } from "../../../ui/QueryStatus";
import { RelativeTime } from "../../../ui/RelativeTime";
import { useMute, useNoticeMutes } from "../queries";

/** The threads and planets muted from their notifications, each with "unmute". */
export function MuteList() {
  const { t } = useTranslation();
  const mutes = useNoticeMutes();
  const mute = useMute();
  const rows = mutes.data ?? [];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("notices.mute.title")}
        </Title>
        <QueryStatus query={mutes} empty={rows.length === 0} emptyText={t("notices.mute.empty")} skeletonRows={1}>
          <Stack component="ul" gap={0} style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {rows.map((row) => (
              <Group
                component="li"
                key={`${row.type}:${row.id}`}
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {row.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`notices.mute.type.${row.type}`)} · <RelativeTime value={row.created_at} />
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`${t("notices.mute.unmute")}: ${row.title}`}
                  loading={mute.isPending && mute.variables?.id === row.id && mute.variables.type === row.type}
                  onClick={() =>
                    mute.mutate(
                      { type: row.type, id: row.id, muted: false },
                      {
                        onSuccess: () => toast({ message: t("notices.mute.unmuted"), type: "success" }),
                        onError: showError,
                      },
                    )
                  }
                >
                  {t("notices.mute.unmute")}
                </Button>
              </Group>
            ))}
          </Stack>
        </QueryStatus>
      </Stack>
    </Paper>
  );
}
