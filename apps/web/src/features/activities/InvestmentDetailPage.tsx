import { useTranslation } from "react-i18next";
import { ActivityView } from "./ActivityView";
import { StateNote } from "./StateNote";

/** /appcms/investment_detail?activity_id=: an investment activity (a roadshow or a pitch day). */
export function InvestmentDetailPage() {
  const { t } = useTranslation();
  return (
    <ActivityView
      fallbackTitle={t("routes.InvestmentDetail")}
      extra={
        <StateNote accent="pink.9" title={t("activities.investment.title")}>
          {t("activities.investment.text")}
        </StateNote>
      }
    />
  );
}
