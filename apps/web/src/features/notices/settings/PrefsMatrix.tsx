import type { NoticeAudience, NoticeEmailMode, NoticePreference } from "@icms/protocol";
import { Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../../ui/notify";
import { QueryStatus } from "../../../ui/QueryStatus";
import { useNoticePrefs, useSetNoticePref } from "../queries";

// Keyed by the protocol's types, so a new audience or mode fails the typecheck until it has its place.
const AUDIENCES: Record<NoticeAudience, number> = { everyone: 0, following: 1, nobody: 2 };
const EMAIL_MODES: Record<NoticeEmailMode, number> = { digest: 0, instant: 1, off: 2 };
const ordered = <K extends string>(order: Record<K, number>) =>
  (Object.keys(order) as K[]).sort((a, b) => order[a] - order[b]);

/** One kind's row: who may notify me in the app and how it is mailed, saved on its own when changed. */
function PrefRow({ row }: { row: NoticePreference }) {
  const { t } = useTranslation();
  const save = useSetNoticePref();
  const kind = t(`notices.kind.${row.kind}`);
  const set = (change: Partial<NoticePreference>) =>
    save.mutate(
      { ...row, ...change },
      { onSuccess: () => toast({ message: t("notices.prefs.saved"), type: "success" }), onError: showError },
    );
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="xs"
      verticalSpacing={4}
      py="xs"
      data-testid={`pref-${row.kind}`}
      style={{ borderBottom: "1px solid var(--mantine-color-default-border)", alignItems: "center" }}
    >
      <Text size="sm" fw={600}>
        {kind}
      </Text>
      <Select
        size="xs"
        aria-label={`${kind}: ${t("notices.prefs.app")}`}
        value={row.app}
        allowDeselect={false}
        disabled={save.isPending}
        data={ordered(AUDIENCES).map((value) => ({ value, label: t(`notices.prefs.audience.${value}`) }))}
        onChange={(value) => value && value !== row.app && set({ app: value as NoticeAudience })}
      />
      <Select
        size="xs"
        aria-label={`${kind}: ${t("notices.prefs.email")}`}
        value={row.email}
        allowDeselect={false}
        disabled={save.isPending}
        data={ordered(EMAIL_MODES).map((value) => ({ value, label: t(`notices.prefs.emailMode.${value}`) }))}
        onChange={(value) => value && value !== row.email && set({ email: value as NoticeEmailMode })}
      />
    </SimpleGrid>
  );
}

/** The matrix of kind × channel from `notice_prefs`, one row per kind. */
export function PrefsMatrix() {
  const { t } = useTranslation();
  const prefs = useNoticePrefs();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("notices.prefs.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("notices.prefs.intro")}
        </Text>
        <SimpleGrid cols={3} spacing="xs" visibleFrom="sm" aria-hidden="true">
          <Text size="xs" c="dimmed">
            {t("notices.prefs.kindColumn")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("notices.prefs.app")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("notices.prefs.email")}
          </Text>
        </SimpleGrid>
        <QueryStatus query={prefs} empty={prefs.data?.length === 0}>
          <div>
            {prefs.data?.map((row) => (
              <PrefRow key={row.kind} row={row} />
            ))}
          </div>
        </QueryStatus>
      </Stack>
    </Paper>
  );
}
