import type { NoticeItem } from "@icms/protocol";
import { ActionIcon, Anchor, Group, Menu, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showError, toast } from "../../../ui/notify";
import { RelativeTime } from "../../../ui/RelativeTime";
import { muteTarget, noticeDetails, noticeSentence } from "../notice-text";
import { useMarkRead, useMute } from "../queries";
import { NoticeAvatars } from "./NoticeAvatars";

interface NoticeRowProps {
  item: NoticeItem;
  /** After its link is followed (the popover closes). */
  onOpen?: () => void;
  /** The popover's rows keep their menu in place (a portal would count as a click outside). */
  inPopover?: boolean;
}

/**
 * One notification or group: who and what as one sentence linking to the target (read on
 * opening), its details and time, "mark read", and a menu to mark it unread or mute its thread.
 * A deleted target says so and links nowhere.
 */
export function NoticeRow({ item, onOpen, inPopover = false }: NoticeRowProps) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const mute = useMute();
  const sentence = noticeSentence(t, item);
  const target = item.target && !item.target.deleted ? item.target : null;
  const muteOf = muteTarget(item);
  const weight = item.read ? 400 : 600;
  const open = () => {
    if (!item.read) markRead.mutate({ item }, { onError: showError });
    onOpen?.();
  };
  const setRead = (read: boolean) => markRead.mutate({ item, read }, { onError: showError });
  const muteIt = () =>
    muteOf &&
    mute.mutate(
      { ...muteOf, muted: true },
      { onSuccess: () => toast({ message: t("notices.mute.done"), type: "success" }), onError: showError },
    );

  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py="xs"
      data-notice-row={item.id}
      data-unread={item.read ? undefined : "true"}
      className="notice-row"
    >
      <NoticeAvatars actors={item.actors} size={inPopover ? 28 : 36} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {target ? (
          <Anchor component={Link} to={target.url} onClick={open} size="sm" fw={weight} c="inherit" data-notice-focus>
            {sentence}
          </Anchor>
        ) : (
          // Still reachable by the arrow keys, though it links nowhere.
          <Text size="sm" fw={weight} tabIndex={-1} data-notice-focus>
            {sentence}
          </Text>
        )}
        {item.target?.deleted && (
          <Text size="xs" c="dimmed" fs="italic">
            {t("notices.deleted")}
          </Text>
        )}
        {noticeDetails(t, item).map((line) => (
          <Text key={line} size="xs" c="dimmed">
            {line}
          </Text>
        ))}
        <Group gap="xs">
          <Text size="xs" c="dimmed" component="span">
            <RelativeTime value={item.updated_at} />
          </Text>
          {!item.read && (
            <Text size="xs" c="red.8" fw={600} component="span">
              {t("notices.unreadMark")}
            </Text>
          )}
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {!item.read && (
          // An icon, not a worded button: the sentence keeps its width on a phone and in the popover.
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t("notices.markRead")}
            title={t("notices.markRead")}
            onClick={() => setRead(true)}
            loading={markRead.isPending}
          >
            <span aria-hidden="true">✓</span>
          </ActionIcon>
        )}
        <Menu position="bottom-end" withinPortal={!inPopover}>
          <Menu.Target>
            <ActionIcon variant="subtle" size="sm" aria-label={t("notices.more")}>
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {item.read && <Menu.Item onClick={() => setRead(false)}>{t("notices.markUnread")}</Menu.Item>}
            {!item.read && <Menu.Item onClick={() => setRead(true)}>{t("notices.markRead")}</Menu.Item>}
            {muteOf && (
              <Menu.Item onClick={muteIt}>
                {muteOf.type === "planet" ? t("notices.mute.planet") : t("notices.mute.thread")}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
