import { Burger, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AccountArea } from "../../features/auth/AccountArea";
import { Brand } from "./Brand";
import { CreatorMenu } from "./CreatorMenu";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { NotificationPopover } from "./NotificationPopover";
import { QuickLinkGrid } from "./QuickLinkGrid";
import { ResourcePopover } from "./ResourcePopover";
import { SearchBox } from "./SearchBox";

interface CenterHeaderProps {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  sidebarId: string;
}

/** The member-center bar: search, sidebar toggle under 1200 px, quick links, language, account. */
export function CenterHeader({ sidebarOpened, onToggleSidebar, sidebarId }: CenterHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={sidebarOpened}
          onClick={onToggleSidebar}
          hiddenFrom="lg"
          size="sm"
          aria-label={t("nav.toggleSidebar")}
          aria-expanded={sidebarOpened}
          aria-controls={sidebarId}
        />
        <Brand />
        <span className="visible-from-sm">
          <SearchBox />
        </span>
      </Group>
      <Group gap={6} wrap="nowrap">
        <span className="visible-from-md">
          <ResourcePopover />
        </span>
        <span className="visible-from-md">
          <CreatorMenu />
        </span>
        <QuickLinkGrid />
        <NotificationPopover />
        <LanguageSwitcher />
        <AccountArea />
      </Group>
    </Group>
  );
}
