import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../ui/PageFrame";

/** The catch-all of every area. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("notFound.title")} size="sm">
      <Text>{t("notFound.body")}</Text>
      <Button component={Link} to="/index" w="fit-content">
        {t("wip.backHome")}
      </Button>
    </PageFrame>
  );
}
