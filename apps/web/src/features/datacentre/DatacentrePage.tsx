import type { DatacentreScope } from "@icms/protocol";
import { Anchor, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { PickedRange } from "../../ui/date-range";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { RangePicker } from "../../ui/RangePicker";
import { DailyFiguresCard } from "./DailyFiguresCard";
import { ExportMenu } from "./ExportMenu";
import { FollowersCard } from "./FollowersCard";
import { KINDS, TOTAL_FIGURES } from "./figures";
import { useFormats } from "./format";
import { GROWTH_PATH } from "./paths";
import { useFollowers, useOverview, useSeries, useSources } from "./queries";
import { DATACENTRE_MAX_RANGE_DAYS, rangeFromParams, scopeFromParams, withRange, withScope } from "./range-params";
import { SourcesCard } from "./SourcesCard";
import { TopPiecesCard } from "./TopPiecesCard";
import { TotalsGrid } from "./TotalsGrid";
import { useIsOperator } from "./use-operator";

/**
 * /ucenter/datacentre: what the creator's pieces brought in a range (or, for an operator, the
 * whole platform's): totals against the period before, the figures by day, the top pieces,
 * followers, where visits came from, and the CSV of the same figures.
 */
export function DatacentrePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const operator = useIsOperator();
  const range = rangeFromParams(params);
  // Asked for by the address but not held: the creator's own figures, not a refusal.
  const scope: DatacentreScope = operator ? scopeFromParams(params) : "me";
  const setRange = (next: PickedRange) => setParams((current) => withRange(current, next), { replace: true });
  const setScope = (next: DatacentreScope) => setParams((current) => withScope(current, next), { replace: true });
  const overview = useOverview(scope, range);
  const series = useSeries(scope, range);
  const sources = useSources(scope, range);
  const followers = useFollowers(scope, range);
  const formats = useFormats();
  const data = overview.data;
  return (
    <PageFrame title={t("datacentre.title")} actions={<ExportMenu scope={scope} range={range} />}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Text c="dimmed">{t(scope === "platform" ? "datacentre.introPlatform" : "datacentre.intro")}</Text>
            <Anchor component={Link} to={GROWTH_PATH} size="sm">
              {t("datacentre.growthLink")}
            </Anchor>
          </Stack>
          {operator && (
            <SegmentedControl
              aria-label={t("datacentre.scope.label")}
              value={scope}
              onChange={(value) => setScope(value as DatacentreScope)}
              data={[
                { value: "me", label: t("datacentre.scope.me") },
                { value: "platform", label: t("datacentre.scope.platform") },
              ]}
              data-testid="datacentre-scope"
            />
          )}
        </Group>
        <RangePicker
          value={range}
          onChange={setRange}
          customMaxDays={DATACENTRE_MAX_RANGE_DAYS}
          testId="datacentre-range"
        />
        <QueryStatus query={overview} skeletonRows={2}>
          {data && (
            <Stack gap="sm">
              <TotalsGrid
                totals={data.totals}
                previous={data.previous}
                figures={TOTAL_FIGURES}
                testId="datacentre-total"
              />
              <Text size="sm" c="dimmed" data-testid="datacentre-pieces">
                {t("datacentre.followersNow", { count: data.followers, value: formats.count(data.followers) })}
                {" · "}
                {KINDS.map((kind) => `${t(`datacentre.kind.${kind}`)} ${formats.count(data.pieces[kind])}`).join(", ")}
              </Text>
              <Text size="xs" c="dimmed">
                {t("datacentre.previous", { from: data.range.prev_start, to: data.range.prev_end })}
                {data.rolled_up_to ? ` · ${t("datacentre.rolledUp", { day: data.rolled_up_to })}` : ""}
              </Text>
            </Stack>
          )}
        </QueryStatus>
        <QueryStatus query={series} skeletonRows={2}>
          {series.data && <DailyFiguresCard days={series.data.days} testId="datacentre-daily" />}
        </QueryStatus>
        <TopPiecesCard scope={scope} range={range} />
        <QueryStatus query={followers} skeletonRows={2}>
          {followers.data && <FollowersCard series={followers.data} platform={scope === "platform"} />}
        </QueryStatus>
        <QueryStatus query={sources} skeletonRows={2}>
          {sources.data && <SourcesCard sources={sources.data} testId="datacentre-sources" />}
        </QueryStatus>
      </Stack>
    </PageFrame>
  );
}
