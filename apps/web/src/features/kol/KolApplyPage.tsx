import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { KolForm } from "./KolForm";
import { KolStateNotice } from "./KolStateNotice";
import { useKolMine } from "./queries";

/** /ucenter/kol_apply: the user's KOL application, its state and the form to add or modify it. */
export function KolApplyPage() {
  const { t } = useTranslation();
  const mine = useKolMine();
  return (
    <PageFrame title={t("routes.KolApply")} size="md">
      <QueryStatus query={mine}>
        {mine.data && (
          <Stack gap="lg">
            <KolStateNotice mine={mine.data} />
            {/* A new revision (after saving) refills the form from what the gateway kept. */}
            <KolForm key={`${mine.data.state}-${mine.data.application?.revision ?? 0}`} mine={mine.data} />
          </Stack>
        )}
      </QueryStatus>
    </PageFrame>
  );
}
