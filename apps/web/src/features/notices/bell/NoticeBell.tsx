import { ActionIcon, Indicator, Loader, Popover } from "@mantine/core";
import { UI } from "@icms/protocol";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { withStrings } from "../../../i18n/strings";
import { BellIcon } from "../../../ui/icons";
import { useNoticeCounts } from "../live/use-notice-counts";
import { useAnnouncement } from "./use-announcement";

// The list, its calls and the notices strings are downloaded when the popover first opens.
const loadBody = withStrings("notices", () => import("./NoticePopoverBody"));
const NoticePopoverBody = lazy(() => loadBody().then((module) => ({ default: module.NoticePopoverBody })));

/** Shown as "99+" beyond this. */
const BADGE_MAX = 99;

/**
 * The header's bell for a signed-in member: the live unread count (no badge at 0), the popover
 * of the latest items, and a polite live region that announces each new one. Escape closes the
 * popover and focus returns to the bell.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const unread = useNoticeCounts()?.unread ?? 0;
  const announcement = useAnnouncement();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Indicator
        label={unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        size={16}
        color="red.8"
        offset={6}
        disabled={unread === 0}
        data-testid="notice-badge"
      >
        <Popover
          opened={opened}
          onChange={setOpened}
          width={UI.popoverWidthsPx[1]}
          position="bottom-end"
          shadow="md"
          trapFocus
          returnFocus
          closeOnEscape
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t("notifications.label", { count: unread })}
              aria-haspopup="dialog"
              aria-expanded={opened}
              onClick={() => setOpened((open) => !open)}
            >
              <BellIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown aria-label={t("notifications.title")} role="dialog" maw="calc(100vw - 16px)" p="xs">
            {opened && (
              <Suspense fallback={<Loader size="sm" aria-label={t("common.loading")} />}>
                <NoticePopoverBody onClose={() => setOpened(false)} />
              </Suspense>
            )}
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="notice-live-region">
        {announcement}
      </div>
    </>
  );
}
