import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import type { ReferralCount, SiteCount, SourceCount, TrafficSources } from "@icms/protocol";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../ui/DataTable";
import { SectionCard } from "../../ui/SectionCard";
import { ChartFigure } from "./ChartFigure";
import { SOURCES } from "./figures";
import { useFormats } from "./format";

/**
 * Where the range's views came from (direct, search, short link, forward, planet, other sites),
 * with the views that became reads, then the other sites, forwarders and short links that
 * brought the most.
 */
export function SourcesCard({ sources, testId }: { sources: TrafficSources; testId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const bySource = new Map(sources.sources.map((row) => [row.source, row]));
  const rows: SourceCount[] = SOURCES.map((source) => bySource.get(source) ?? { source, views: 0, reads: 0 });
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  const share = (views: number) => (total > 0 ? `${Math.round((views / total) * 1000) / 10}%` : "0%");
  const label = (row: SourceCount) => t(`datacentre.source.${row.source}`);
  const summary = rows.map((row) => `${label(row)} ${formats.count(row.views)} (${share(row.views)})`).join(", ");
  const titleId = `${testId}-title`;
  return (
    <SectionCard titleId={titleId} title={t("datacentre.sources.title")}>
      {total === 0 ? (
        <Text c="dimmed" data-testid={`${testId}-empty`}>
          {t("datacentre.sources.empty")}
        </Text>
      ) : (
        <ChartFigure
          summary={t("datacentre.sources.summary", { summary })}
          caption={t("datacentre.sources.title")}
          rows={rows}
          rowKey={(row) => row.source}
          testId={testId}
          columns={[
            { header: t("datacentre.sources.source"), cell: label },
            { header: t("datacentre.figure.views"), cell: (row) => formats.count(row.views), numeric: true },
            { header: t("datacentre.figure.reads"), cell: (row) => formats.count(row.reads), numeric: true },
            { header: t("datacentre.sources.share"), cell: (row) => share(row.views), numeric: true },
          ]}
        >
          <BarChart
            h={220}
            data={rows.map((row) => ({ source: label(row), views: row.views, reads: row.reads }))}
            dataKey="source"
            series={[
              { name: "views", label: t("datacentre.figure.views"), color: "blue.6" },
              { name: "reads", label: t("datacentre.figure.reads"), color: "teal.6" },
            ]}
            valueFormatter={formats.count}
            withLegend
            tickLine="x"
            gridAxis="y"
          />
        </ChartFigure>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Referrals
          title={t("datacentre.sources.sites")}
          header={t("datacentre.sources.site")}
          rows={sources.sites.map((site: SiteCount) => ({ key: site.host, label: site.host, views: site.views }))}
          testId={`${testId}-sites`}
        />
        <Referrals
          title={t("datacentre.sources.forwarders")}
          header={t("datacentre.sources.forwarder")}
          rows={sources.forwarders}
          testId={`${testId}-forwarders`}
        />
        <Referrals
          title={t("datacentre.sources.shortLinks")}
          header={t("datacentre.sources.shortLink")}
          rows={sources.short_links}
          testId={`${testId}-shortlinks`}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** The top referrers of one kind, with the views each brought. */
function Referrals({
  title,
  header,
  rows,
  testId,
}: {
  title: string;
  header: string;
  rows: ReferralCount[];
  testId: string;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const titleId = `${testId}-title`;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6" id={titleId}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
          {t("datacentre.sources.none")}
        </Text>
      ) : (
        <DataTable
          testId={testId}
          labelledBy={titleId}
          minWidth={220}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { header, cell: (row) => row.label || row.key, maxWidth: 200 },
            { header: t("datacentre.figure.views"), cell: (row) => formats.count(row.views), align: "end" },
          ]}
        />
      )}
    </Stack>
  );
}
