import { createShortLink } from "@icms/protocol";
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { withSession } from "../app/gateway";
import { gatewayOptions } from "../app/gateway-client";
import { copyText } from "./address";
import { CopyIcon } from "./icons";
import { showError, toast } from "./notify";

/** Makes (or finds) the page's short link, with the signed-in reader as its sharer. */
function useShortLink() {
  return useMutation({ mutationFn: (path: string) => withSession(() => createShortLink(gatewayOptions, path)) });
}

/**
 * "Share": makes a short link of a detail page (the current one unless `path` names another),
 * copies it ("copy success") and shows it for copying by hand. A signed-in sharer is credited
 * with the visits it brings (`is_forward`, `forward_uid` on arrival).
 */
export function ShareButton({ path }: { path?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const link = useShortLink();
  const copy = async (url: string) => {
    if (await copyText(url)) toast({ type: "success", message: t("share.copied") });
  };
  const share = () =>
    link.mutate(path ?? `${location.pathname}${location.search}`, {
      onSuccess: (result) => copy(result.short_url),
      onError: showError,
    });
  const url = link.data?.short_url;
  return (
    <Popover opened={url !== undefined} onChange={(open) => !open && link.reset()} position="bottom-end" withArrow>
      <Popover.Target>
        <Button variant="default" size="xs" onClick={share} loading={link.isPending}>
          {t("share.button")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text size="sm">{t("share.hint")}</Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              readOnly
              value={url ?? ""}
              aria-label={t("share.label")}
              onFocus={(e) => e.currentTarget.select()}
              w={240}
            />
            <ActionIcon variant="subtle" aria-label={t("share.copy")} onClick={() => url && copy(url)}>
              <CopyIcon />
            </ActionIcon>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
