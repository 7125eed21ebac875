import type { ReviewTally } from "@icms/protocol";
import { Badge, Card, Grid, Group, Pagination, Stack, Text, UnstyledButton } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryStatus, type QueryStatusProps } from "../ui/QueryStatus";
import { RelativeTime } from "../ui/RelativeTime";
import { TallyBadges } from "./TallyBadges";

/** One item waiting in a members' review, as its card in the queue shows it. */
export interface QueueEntry {
  id: number;
  title: string;
  abstract: string;
  /** Who wrote or owns it: a nickname, else the wallet address. */
  by: string;
  /** When it entered the queue (ISO time). */
  at: string;
  review: ReviewTally;
  /** The kind of item, where a queue holds several (article, video, wiki entry…). */
  label?: string;
}

interface Props {
  query: QueryStatusProps["query"];
  entries: QueueEntry[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The picked item in full, with the decision form; `onDone` puts it down again. */
  panel: (id: number, onDone: () => void) => ReactNode;
}

/**
 * A review queue of any kind of item (content, courses, projects): the waiting items a page at a
 * time on one side, the one picked beside them (below on a phone).
 */
export function ReviewQueueLayout({ query, entries, total, page, pageSize, onPage, panel }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  const current = entries.find((entry) => entry.id === picked) ?? null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("dao.review.waitingCount", { count: total })}
          </Text>
          <QueryStatus query={query} empty={entries.length === 0} emptyText={t("dao.review.empty")}>
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <QueueCard entry={entry} active={entry.id === picked} onPick={() => setPicked(entry.id)} />
                </li>
              ))}
            </Stack>
            {total > pageSize && (
              <Pagination
                value={page}
                onChange={(next) => {
                  onPage(next);
                  setPicked(null);
                }}
                total={Math.ceil(total / pageSize)}
                getControlProps={(control) => ({ "aria-label": t(`dao.review.page.${control}`) })}
                getItemProps={(item) => ({ "aria-label": t("dao.review.page.number", { page: item }) })}
              />
            )}
          </QueryStatus>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {current ? (
          <div key={current.id}>{panel(current.id, () => setPicked(null))}</div>
        ) : (
          entries.length > 0 && (
            <Card withBorder padding="lg">
              <Text c="dimmed">{t("dao.review.pickOne")}</Text>
            </Card>
          )
        )}
      </Grid.Col>
    </Grid>
  );
}

function QueueCard({ entry, active, onPick }: { entry: QueueEntry; active: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onPick}
      aria-pressed={active}
      aria-label={t("dao.review.open", { title: entry.title })}
      style={{ display: "block", width: "100%" }}
    >
      <Card withBorder padding="sm" bg={active ? "var(--mantine-color-blue-light)" : undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {entry.title}
          </Text>
          {entry.label && (
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {entry.label}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {entry.abstract}
        </Text>
        <Group justify="space-between" mt={6} gap="xs">
          <Text size="xs" c="dimmed">
            {entry.by} · <RelativeTime value={entry.at} />
          </Text>
          <TallyBadges review={entry.review} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}
