import { Divider, Drawer, NavLink, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CREATOR_SHORTCUTS, SITE_NAV } from "./menus";
import { DAO_HOME } from "./nav-model";
import { SidebarNav } from "./SidebarNav";

/** The site menu in a drawer, for screens too narrow for the bar. */
export function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t("nav.main")} size="xs">
      <nav aria-label={t("nav.main")}>
        <Stack gap={2}>
          <SidebarNav entries={SITE_NAV} onNavigate={onClose} />
          <NavLink component={Link} to={DAO_HOME} label={t("nav.dao")} onClick={onClose} />
          <Divider my="sm" label={t("nav.create")} />
          <SidebarNav entries={CREATOR_SHORTCUTS} onNavigate={onClose} />
        </Stack>
      </nav>
    </Drawer>
  );
}
