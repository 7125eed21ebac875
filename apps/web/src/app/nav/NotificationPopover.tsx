import { ActionIcon, Indicator, Popover, Text } from "@mantine/core";
import { UI } from "@icms/protocol";
import { useTranslation } from "react-i18next";
import { BellIcon } from "../../ui/icons";

/** The notification popover: a static placeholder message and the spec's fixed badge of 1. */
export function NotificationPopover() {
  const { t } = useTranslation();
  return (
    <Indicator label={UI.notificationBadge} size={16} color="red.8" offset={6}>
      <Popover width={UI.popoverWidthsPx[1]} position="bottom-end" shadow="md">
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={t("notifications.label", { count: UI.notificationBadge })}>
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fw={600} mb={4}>
            {t("notifications.title")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("notifications.placeholder")}
          </Text>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
