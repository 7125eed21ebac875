import type { KolMine } from "@icms/protocol";
import { Alert, Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { kolPaths } from "./paths";

const COLORS = {
  none: "gray",
  under_review: "blue",
  approved: "teal",
  not_approved: "red",
  offline: "orange",
} as const;

/**
 * Where the user's application stands: none, under review, approved (with a link to the
 * public profile), not approved or offline (each with the operator's reason), and what the
 * user may do next.
 */
export function KolStateNotice({ mine }: { mine: KolMine }) {
  const { t } = useTranslation();
  const application = mine.application;
  return (
    <Alert
      color={COLORS[mine.state]}
      title={t("kol.state.title", { state: t(`kol.state.${mine.state}`) })}
      data-testid="kol-state"
      data-state={mine.state}
    >
      <Text size="sm">{t(`kol.state.hint.${mine.state}`)}</Text>
      {application?.reason && (mine.state === "not_approved" || mine.state === "offline") && (
        <Text size="sm" mt="xs">
          {t("kol.state.reason", { reason: application.reason })}
        </Text>
      )}
      {application && mine.state === "approved" && (
        <Anchor component={Link} to={kolPaths.detail(application)} size="sm">
          {t("kol.state.viewProfile")}
        </Anchor>
      )}
    </Alert>
  );
}
