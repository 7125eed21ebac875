import type { MultisendAccount, MultisendNetworkInfo } from "@icms/protocol";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountForm } from "./AccountForm";
import { AccountRow } from "./AccountRow";
import { NetworkIcon } from "./NetworkIcon";
import { networkKey } from "./labels";

interface AccountCardProps {
  network: MultisendNetworkInfo;
  /** My accounts on this network. */
  accounts: MultisendAccount[];
}

/** One network: its state, my accounts on it (masked), and the form that connects one. */
export function AccountCard({ network, accounts }: AccountCardProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const name = t(networkKey(network.network));
  const reconnect = accounts.some((account) => account.status === "needs_reconnect");
  const state =
    accounts.length === 0
      ? { color: "gray.8", text: t("multisend.accounts.notConnected") }
      : reconnect
        ? { color: "orange.9", text: t("multisend.accounts.needsReconnect") }
        : { color: "teal.9", text: t("multisend.accounts.connected") };
  const titleId = `multisend-network-${network.network}`;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId} data-testid={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <NetworkIcon network={network.network} />
            <Title order={3} fz="lg" id={titleId}>
              {name}
            </Title>
          </Group>
          <Badge color={state.color} variant="outline">
            {state.text}
          </Badge>
        </Group>
        {accounts.map((account) => (
          <AccountRow key={account.account_id} network={network} account={account} />
        ))}
        {accounts.length === 0 || adding ? (
          <AccountForm
            network={network}
            onDone={() => setAdding(false)}
            onCancel={accounts.length > 0 ? () => setAdding(false) : undefined}
          />
        ) : (
          <Group>
            <Button variant="light" size="xs" onClick={() => setAdding(true)}>
              {t("multisend.accounts.addAnother")}
            </Button>
          </Group>
        )}
        {accounts.length === 0 && (
          <Text size="xs" c="dimmed">
            {t("multisend.accounts.secretsNote")}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
