import { AppShell, ScrollArea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { CenterHeader } from "../nav/CenterHeader";
import { DAO_SIDEBAR, UCENTER_SIDEBAR } from "../nav/menus";
import { SearchBox } from "../nav/SearchBox";
import { SidebarNav } from "../nav/SidebarNav";
import { SiteFooter } from "../nav/SiteFooter";
import { PageOutlet } from "./PageOutlet";

const SIDEBARS = { dao: DAO_SIDEBAR, ucenter: UCENTER_SIDEBAR } as const;

/**
 * The member-center bar with a sidebar (the DAO area or the user center). Under 1200 px the
 * sidebar hides behind the bar's toggle and closes again after a navigation.
 */
function CenterLayout({ area }: { area: keyof typeof SIDEBARS }) {
  const { t } = useTranslation();
  const sidebarId = useId();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation closes the sidebar on small screens.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: "lg", collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header>
        <CenterHeader sidebarOpened={opened} onToggleSidebar={toggle} sidebarId={sidebarId} />
      </AppShell.Header>
      <AppShell.Navbar id={sidebarId} aria-label={t(area === "dao" ? "nav.daoSidebar" : "nav.ucenterSidebar")} p="sm">
        <div className="hidden-from-sm" style={{ marginBottom: 12 }}>
          <SearchBox fill />
        </div>
        <AppShell.Section grow component={ScrollArea}>
          <SidebarNav entries={SIDEBARS[area]} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} className="layout-main">
        <div className="layout-main__page">
          <PageOutlet />
        </div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}

export function DaoLayout() {
  return <CenterLayout area="dao" />;
}

export function UcenterLayout() {
  return <CenterLayout area="ucenter" />;
}
