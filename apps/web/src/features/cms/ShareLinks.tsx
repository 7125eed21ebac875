import type cmsStrings from "../../i18n/locales/cms/en.json";
import { ActionIcon, Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { copyText } from "../../ui/address";
import { CopyIcon } from "../../ui/icons";
import { toast } from "../../ui/notify";
import { useSession } from "../../session/session-store";

/** The address to share: the page itself, marked as forwarded by the signed-in reader. */
export function shareUrl(path: string, origin: string, forwardUid: string | null): string {
  const url = new URL(path, origin);
  url.searchParams.delete("is_forward");
  url.searchParams.delete("forward_uid");
  if (forwardUid) {
    url.searchParams.set("is_forward", "1");
    url.searchParams.set("forward_uid", forwardUid);
  }
  return url.toString();
}

/** Where each network takes a shared link and its title. */
export function shareTargets(
  url: string,
  title: string,
): { key: keyof (typeof cmsStrings)["cms"]["share"]; href: string }[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { key: "x", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { key: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: "telegram", href: `https://t.me/share/url?url=${u}&text=${text}` },
    { key: "weibo", href: `https://service.weibo.com/share/share.php?url=${u}&title=${text}` },
  ];
}

/** Share links to the social networks and a copy-link button. */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const { uid } = useSession();
  const url = shareUrl(path, window.location.origin, uid);

  const copy = async () => {
    if (await copyText(url)) toast({ message: t("cms.share.copied"), type: "success" });
  };

  return (
    <Group gap="xs" component="nav" aria-label={t("cms.share.label")}>
      <Text size="sm" c="dimmed">
        {t("cms.share.label")}
      </Text>
      {shareTargets(url, title).map((target) => (
        <Anchor
          key={target.key}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`${t(`cms.share.${target.key}`)} (${t("nav.newTab")})`}
        >
          {t(`cms.share.${target.key}`)}
        </Anchor>
      ))}
      <ActionIcon variant="subtle" onClick={copy} aria-label={t("cms.share.copy")}>
        <CopyIcon />
      </ActionIcon>
    </Group>
  );
}
