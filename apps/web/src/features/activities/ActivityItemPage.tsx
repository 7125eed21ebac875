import { useTranslation } from "react-i18next";
import { ActivityView } from "./ActivityView";

/** /appcms/activity_item?activity_id=&is_forward=&forward_uid=: an activity and its signup. */
export function ActivityItemPage() {
  const { t } = useTranslation();
  return <ActivityView fallbackTitle={t("routes.ActivityItem")} />;
}
