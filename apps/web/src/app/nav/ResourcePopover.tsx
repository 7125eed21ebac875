import { Button, Popover, SimpleGrid, Stack, Text } from "@mantine/core";
import { UI } from "@icms/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BookIcon, ChevronDownIcon } from "../../ui/icons";
import { NavAnchor } from "./NavAnchor";
import { RESOURCE_EXTRAS, RESOURCE_GROUPS } from "./menus";

/** The resource library: Compass, SpaceX and News; Tools and Docs lead to the placeholder. */
export function ResourcePopover() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <Popover width={UI.popoverWidthsPx[2]} position="bottom" shadow="md" trapFocus opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Button
          variant="subtle"
          leftSection={<BookIcon size={16} />}
          rightSection={<ChevronDownIcon />}
          onClick={() => setOpened((o) => !o)}
        >
          {t("nav.resourceLibrary")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <nav aria-label={t("nav.resourceLibrary")}>
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md">
            {RESOURCE_GROUPS.map((group) => (
              <Stack key={group.key} gap={6}>
                <Text fw={600} size="sm">
                  {t(`nav.${group.key}`)}
                </Text>
                {group.items.map((item) => (
                  <NavAnchor key={item.key} item={item} size="sm" onNavigate={close} />
                ))}
              </Stack>
            ))}
            <Stack gap={6}>
              <Text fw={600} size="sm">
                {t("nav.more")}
              </Text>
              {RESOURCE_EXTRAS.map((item) => (
                <NavAnchor key={item.key} item={item} size="sm" onNavigate={close} />
              ))}
            </Stack>
          </SimpleGrid>
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
