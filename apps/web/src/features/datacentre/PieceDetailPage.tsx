import type { DatacentreKind } from "@icms/protocol";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import type { PickedRange } from "../../ui/date-range";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { RangePicker } from "../../ui/RangePicker";
import { DailyFiguresCard } from "./DailyFiguresCard";
import { KINDS, TOTAL_FIGURES } from "./figures";
import { DATACENTRE_PATH } from "./paths";
import { usePiece } from "./queries";
import { DATACENTRE_MAX_RANGE_DAYS, rangeFromParams, withRange } from "./range-params";
import { SourcesCard } from "./SourcesCard";
import { TotalsGrid } from "./TotalsGrid";

/**
 * /ucenter/datacentre_piece?kind=&id=: one piece's views, reads, likes, comments, collects,
 * follows, shares and the visits forwards and short links brought, its contribution and token
 * income, by day, and where its visits came from (its author or an operator only).
 */
export function PieceDetailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = (KINDS as string[]).includes(params.get("kind") ?? "") ? (params.get("kind") as DatacentreKind) : null;
  const id = idParam(params.get("id"));
  const range = rangeFromParams(params);
  const setRange = (next: PickedRange) => setParams((current) => withRange(current, next), { replace: true });
  const piece = usePiece(kind ?? "article", kind ? id : 0, range);
  const data = piece.data;
  const back = `${DATACENTRE_PATH}?${withRange(new URLSearchParams(), range)}`;
  return (
    <PageFrame title={data?.piece.title ?? t("datacentre.piece.title")}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to={back} size="sm" data-testid="datacentre-piece-back">
            {t("datacentre.piece.back")}
          </Anchor>
          {data && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t(`datacentre.kindOne.${data.piece.kind}`)}
              </Text>
              <Anchor component={Link} to={data.piece.url} size="sm" data-testid="datacentre-piece-open">
                {t("datacentre.piece.open")}
              </Anchor>
            </Group>
          )}
        </Group>
        {!kind || !id ? (
          <Text c="dimmed">{t("datacentre.piece.none")}</Text>
        ) : (
          <>
            <RangePicker
              value={range}
              onChange={setRange}
              customMaxDays={DATACENTRE_MAX_RANGE_DAYS}
              testId="datacentre-range"
            />
            <QueryStatus query={piece} skeletonRows={3}>
              {data && (
                <Stack gap="lg">
                  <TotalsGrid
                    totals={data.totals}
                    previous={data.previous}
                    figures={TOTAL_FIGURES}
                    testId="datacentre-piece-total"
                  />
                  <DailyFiguresCard days={data.days} testId="datacentre-piece-daily" />
                  <SourcesCard sources={data.sources} testId="datacentre-piece-sources" />
                </Stack>
              )}
            </QueryStatus>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
