import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ActivityView } from "./ActivityView";

/** /appcms/investment_detail?activity_id=: an investment activity (a roadshow or a pitch day). */
export function InvestmentDetailPage() {
  const { t } = useTranslation();
  return (
    <ActivityView
      fallbackTitle={t("routes.InvestmentDetail")}
      extra={
        <Alert variant="outline" color="orange.9" title={t("activity.investment.title")}>
          {t("activity.investment.text")}
        </Alert>
      }
    />
  );
}
