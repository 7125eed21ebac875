import { Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDownIcon, PlusIcon } from "../../ui/icons";
import { CREATOR_SHORTCUTS } from "./menus";
import { useNavLabel } from "./nav-label";

/** Creator shortcuts: write article, video, HowTo article, HowTo video, wiki. */
export function CreatorMenu() {
  const { t } = useTranslation();
  const navLabel = useNavLabel();
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<PlusIcon size={16} />}
          rightSection={<ChevronDownIcon />}
          aria-label={t("nav.create")}
        >
          <span className="header-label">{t("nav.create")}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CREATOR_SHORTCUTS.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.to}>
            {navLabel(item)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
