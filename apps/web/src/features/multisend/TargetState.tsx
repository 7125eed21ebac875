import type { MultisendTarget, TargetState } from "@icms/protocol";
import { Anchor, Badge, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NetworkIcon } from "./NetworkIcon";
import { networkKey, reasonKey, stateKey } from "./labels";

const COLORS: Record<TargetState, string> = {
  queued: "gray.8",
  sending: "blue.9",
  sent: "teal.9",
  failed: "red.9",
  unknown: "orange.9",
};

function StateBadge({ state }: { state: TargetState }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[state]}
      variant="outline"
      data-state={state}
      leftSection={state === "sending" ? <Loader size={10} color="blue.9" aria-hidden="true" /> : undefined}
    >
      {t(stateKey(state))}
    </Badge>
  );
}

/** One target of a send: the account, its state, and what that state means (the post, the reason, the doubt). */
export function TargetLine({ target }: { target: MultisendTarget }) {
  const { t } = useTranslation();
  const network = t(networkKey(target.network));
  return (
    <Stack gap={2} data-testid="multisend-target" data-network={target.network} data-state={target.state}>
      <Group gap="xs" wrap="wrap">
        <NetworkIcon network={target.network} size="md" />
        <Text size="sm" fw={600}>
          {target.account_label ? `${network} · ${target.account_label}` : network}
        </Text>
        <StateBadge state={target.state} />
      </Group>
      {target.state === "sent" && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" data-testid="multisend-remote-id">
            {t("multisend.posts.postId", { id: target.remote_id })}
          </Text>
          {target.remote_url && (
            <Anchor size="sm" href={target.remote_url} target="_blank" rel="noopener noreferrer">
              {t("multisend.posts.postLink", { network })}
            </Anchor>
          )}
        </Group>
      )}
      {target.state === "failed" && target.error_kind && (
        <Text size="sm" c="red.9">
          {t(reasonKey(target.error_kind))}
        </Text>
      )}
      {target.state === "unknown" && <Text size="sm">{t("multisend.posts.unknownHelp")}</Text>}
      {target.state === "queued" && target.next_attempt_at && (
        <Text size="sm" c="dimmed">
          {t("multisend.posts.waiting")}
        </Text>
      )}
    </Stack>
  );
}
