import type { MultisendAccount, MultisendNetworkInfo } from "@icms/protocol";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { AccountForm } from "./AccountForm";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { fieldKey, networkKey } from "./labels";
import { useCheckAccount, useDeleteAccount } from "./queries";

/** How an account is named on the screen: its label, else who the network says it is, else the network. */
export function accountName(account: MultisendAccount, networkName: string): string {
  return account.label || account.remote_name || networkName;
}

/** One connected account: its credentials as stored (secrets masked), and edit, check, disconnect. */
export function AccountRow({ network, account }: { network: MultisendNetworkInfo; account: MultisendAccount }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const check = useCheckAccount();
  const remove = useDeleteAccount();
  const name = accountName(account, t(networkKey(network.network)));

  if (editing) {
    return (
      <Paper withBorder p="sm" radius="md">
        <AccountForm
          network={network}
          account={account}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Paper>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md" data-testid="multisend-account">
      <Stack gap="xs">
        <Text fw={600}>{name}</Text>
        {account.remote_name && account.remote_name !== name && (
          <Text size="sm" c="dimmed">
            {account.remote_name}
          </Text>
        )}
        {account.status === "needs_reconnect" && (
          <Alert color="orange" p="xs">
            {t("multisend.accounts.reconnectHint")}
          </Alert>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} m={0}>
          {network.fields
            .filter((field) => (account.credentials[field.key] ?? "") !== "")
            .map((field) => (
              <div key={field.key}>
                <Text component="dt" size="xs" c="dimmed">
                  {t(fieldKey(field.key))}
                </Text>
                <Text component="dd" size="sm" m={0} ff="monospace" style={{ overflowWrap: "anywhere" }}>
                  {account.credentials[field.key]}
                </Text>
              </div>
            ))}
        </SimpleGrid>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(true)}
            aria-label={t("multisend.accounts.editNamed", { name })}
          >
            {t("multisend.accounts.edit")}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={check.isPending}
            aria-label={t("multisend.accounts.checkNamed", { name })}
            onClick={() =>
              check.mutate(account.account_id, {
                onSuccess: (checked) =>
                  toast({
                    message: t("multisend.accounts.checked", { who: checked.remote_name || name }),
                    type: "success",
                  }),
                onError: (error) => showError(error),
              })
            }
          >
            {t("multisend.accounts.check")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setConfirming(true)}
            aria-label={t("multisend.accounts.disconnectNamed", { name })}
          >
            {t("multisend.accounts.disconnect")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("multisend.accounts.disconnectTitle")}
        body={t("multisend.accounts.disconnectBody", { name })}
        confirmLabel={t("multisend.accounts.disconnect")}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(account.account_id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ message: t("multisend.accounts.disconnected"), type: "success" });
            },
            onError: (error) => {
              setConfirming(false);
              showError(error);
            },
          })
        }
      />
    </Paper>
  );
}
