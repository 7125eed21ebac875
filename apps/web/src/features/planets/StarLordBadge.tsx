import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Marks the owner of a planet ("star lord") beside their name. */
export function StarLordBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" color="yellow" variant="filled" autoContrast component="span">
      {t("planets.starLord")}
    </Badge>
  );
}
