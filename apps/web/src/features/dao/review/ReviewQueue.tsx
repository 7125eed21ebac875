import type { ReviewKind } from "@icms/protocol";
import { Badge, Card, Grid, Group, Pagination, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../../ui/QueryStatus";
import { RelativeTime } from "../../../ui/RelativeTime";
import { REVIEW_PAGE_SIZE, type ReviewListItem, useReviewList } from "./queries";
import { ReviewItemPanel } from "./ReviewItemPanel";
import { TallyBadges } from "./TallyBadges";

interface ReviewQueueProps {
  kind: ReviewKind;
  /** `article_type` (articles) or `special_type` (specials); every type when undefined. */
  type: number | undefined;
}

/** Items waiting in review, a page at a time, with the one picked shown beside the list. */
export function ReviewQueue({ kind, type }: ReviewQueueProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const list = useReviewList(kind, type, page);
  const items = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const current = items.find((item) => item.id === picked) ?? null;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("dao.review.waitingCount", { count: total })}
          </Text>
          <QueryStatus query={list} empty={items.length === 0} emptyText={t("dao.review.empty")}>
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {items.map((item) => (
                <li key={item.id}>
                  <QueueItem item={item} kind={kind} active={item.id === picked} onPick={() => setPicked(item.id)} />
                </li>
              ))}
            </Stack>
            {total > REVIEW_PAGE_SIZE && (
              <Pagination
                value={page}
                onChange={(next) => {
                  setPage(next);
                  setPicked(null);
                }}
                total={Math.ceil(total / REVIEW_PAGE_SIZE)}
                getControlProps={(control) => ({ "aria-label": t(`dao.review.page.${control}`) })}
                getItemProps={(item) => ({ "aria-label": t("dao.review.page.number", { page: item }) })}
              />
            )}
          </QueryStatus>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {current ? (
          <ReviewItemPanel kind={kind} id={current.id} onDone={() => setPicked(null)} />
        ) : (
          items.length > 0 && (
            <Card withBorder padding="lg">
              <Text c="dimmed">{t("dao.review.pickOne")}</Text>
            </Card>
          )
        )}
      </Grid.Col>
    </Grid>
  );
}

function QueueItem({
  item,
  kind,
  active,
  onPick,
}: {
  item: ReviewListItem;
  kind: ReviewKind;
  active: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const typeLabel =
    kind === "special"
      ? t(item.badge === 2 ? "dao.review.type.channel" : "dao.review.type.special")
      : t(
          item.badge === 2
            ? "dao.review.type.video"
            : item.badge === 3
              ? "dao.review.type.wiki"
              : "dao.review.type.article",
        );
  return (
    <UnstyledButton
      onClick={onPick}
      aria-pressed={active}
      aria-label={t("dao.review.open", { title: item.title })}
      style={{ display: "block", width: "100%" }}
    >
      <Card withBorder padding="sm" bg={active ? "var(--mantine-color-blue-light)" : undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {item.title}
          </Text>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {typeLabel}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.abstract}
        </Text>
        <Group justify="space-between" mt={6} gap="xs">
          <Text size="xs" c="dimmed">
            {item.author.nickname || item.author.wallet_addr} · <RelativeTime value={item.created_at} />
          </Text>
          <TallyBadges review={item.review} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}
