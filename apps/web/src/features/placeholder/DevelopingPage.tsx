import { useTranslation } from "react-i18next";
import { PageFrame } from "../../ui/PageFrame";
import { WorkInProgress } from "../../ui/WorkInProgress";

/** Where links without a destination yet (Tools, Docs, ...) lead. */
export function DevelopingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("routes.Developing")}>
      <WorkInProgress detail={t("wip.developing")} />
    </PageFrame>
  );
}
