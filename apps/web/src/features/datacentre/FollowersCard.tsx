import type { FollowerSeries } from "@icms/protocol";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../ui/SectionCard";
import { DayChart } from "./DayChart";
import { useFormats } from "./format";

/** Followers at each day's end, and those gained that day. */
export function FollowersCard({ series, platform }: { series: FollowerSeries; platform: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const title = t(platform ? "datacentre.followers.platformTitle" : "datacentre.followers.title");
  return (
    <SectionCard titleId="datacentre-followers-title" title={title}>
      <DayChart
        title={title}
        days={series.points}
        series={[
          { key: "total", label: t("datacentre.followers.total"), color: "grape.6", summary: "last" },
          { key: "gained", label: t("datacentre.followers.gained"), color: "teal.6" },
        ]}
        format={formats.count}
        testId="datacentre-followers"
      />
    </SectionCard>
  );
}
