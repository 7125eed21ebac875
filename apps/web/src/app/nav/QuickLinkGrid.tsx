import { ActionIcon, Popover, SimpleGrid, Text } from "@mantine/core";
import { UI } from "@icms/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GridIcon } from "../../ui/icons";
import { NavAnchor } from "./NavAnchor";
import { QUICK_LINKS } from "./menus";

/** The quick-link grid of both bars. */
export function QuickLinkGrid() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      width={UI.popoverWidthsPx[1]}
      position="bottom-end"
      shadow="md"
      trapFocus
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t("nav.quickLinks")} onClick={() => setOpened((o) => !o)}>
          <GridIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb="xs" id="quick-links-title">
          {t("nav.quickLinks")}
        </Text>
        <nav aria-labelledby="quick-links-title">
          <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
            {QUICK_LINKS.map((item) => (
              <NavAnchor key={item.key} item={item} size="sm" onNavigate={() => setOpened(false)} />
            ))}
          </SimpleGrid>
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
