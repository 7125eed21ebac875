import type { TranslationKey } from "../../i18n";
import { useTranslation } from "react-i18next";
import { useRouteName } from "../../app/routes/route-handle";
import { PageFrame } from "../../ui/PageFrame";
import { WorkInProgress } from "../../ui/WorkInProgress";

/** A screen a later issue builds: its real title and the work-in-progress notice. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const name = useRouteName() ?? "Developing";
  return (
    <PageFrame title={t(`routes.${name}` as TranslationKey)}>
      <WorkInProgress />
    </PageFrame>
  );
}
