import { Burger, Button, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountArea } from "../../features/auth/AccountArea";
import { Brand } from "./Brand";
import { CreatorMenu } from "./CreatorMenu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { DAO_HOME } from "./nav-model";
import { NotificationPopover } from "./NotificationPopover";
import { QuickLinkGrid } from "./QuickLinkGrid";
import { SiteMenu } from "./SiteMenu";

// The drawer is downloaded the first time the menu button is pressed.
const MobileNav = lazy(() => import("./MobileNav").then((m) => ({ default: m.MobileNav })));

/** The public site bar. On narrow screens the menu moves into a drawer. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="lg" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={() => {
            setDrawerWanted(true);
            toggle();
          }}
          hiddenFrom="md"
          size="sm"
          aria-label={t("nav.openMenu")}
          aria-expanded={opened}
        />
        <Brand />
        <nav aria-label={t("nav.main")} className="visible-from-md">
          <SiteMenu />
        </nav>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Button component={Link} to={DAO_HOME} variant="gradient" size="sm" visibleFrom="sm">
          {t("nav.dao")}
        </Button>
        <span className="visible-from-md">
          <CreatorMenu />
        </span>
        <QuickLinkGrid />
        <NotificationPopover />
        <LanguageSwitcher />
        <AccountArea />
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
