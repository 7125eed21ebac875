import { AppShell } from "@mantine/core";
import { SiteFooter } from "../nav/SiteFooter";
import { SiteHeader } from "../nav/SiteHeader";
import { PageOutlet } from "./PageOutlet";

/** The public site: home, content, planets, courses and the stand-alone screens. */
export function SiteLayout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1} className="layout-main">
        <div className="layout-main__page">
          <PageOutlet />
        </div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
