import type { NoticeItem } from "@icms/protocol";
import { Stack } from "@mantine/core";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { NoticeRow } from "./NoticeRow";

const STEPS: Record<string, (at: number, last: number) => number> = {
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, last) => last,
};

/** Arrow keys (and Home, End) move between the rows' main links; Tab still visits every control. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step) return;
  const targets = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-notice-focus]")];
  if (targets.length === 0) return;
  const current = targets.findIndex((target) => target.closest("[data-notice-row]")?.contains(document.activeElement));
  event.preventDefault();
  targets[current < 0 ? 0 : step(current, targets.length - 1)]?.focus();
}

/** The rows of a page or of the popover, as a list the keyboard walks with the arrow keys. */
export function NoticeList({
  items,
  onOpen,
  inPopover,
}: {
  items: NoticeItem[];
  onOpen?: () => void;
  inPopover?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap={0}
      aria-label={t("notices.listLabel")}
      onKeyDown={moveFocus}
      className="notice-list"
      style={{ listStyle: "none", margin: 0, padding: 0 }}
    >
      {items.map((item) => (
        <NoticeRow key={item.id} item={item} onOpen={onOpen} inPopover={inPopover} />
      ))}
    </Stack>
  );
}
