import type { ActivitySummary } from "@icms/protocol";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Places left, full (with how many wait), or no limit. */
export function PlacesBadge({ activity }: { activity: ActivitySummary }) {
  const { t } = useTranslation();
  if (activity.places_left === null) {
    return (
      <Badge variant="outline" color="gray.8" size="sm">
        {t("activities.places.unlimited")}
      </Badge>
    );
  }
  if (activity.places_left === 0) {
    return (
      <Badge variant="outline" color="red.9" size="sm">
        {t("activities.places.full", { count: activity.waiting_count })}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" color="teal.9" size="sm">
      {t("activities.places.left", { count: activity.places_left })}
    </Badge>
  );
}
