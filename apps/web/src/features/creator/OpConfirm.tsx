import { type ContentOp, walletAddressProblem } from "@icms/protocol";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface OpConfirmProps {
  /** The operation waiting for confirmation: delete or transfer. */
  op: ContentOp | null;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (toWallet?: string) => void;
}

/** Asks before a delete, and for the new owner's wallet before a transfer. */
export function OpConfirm({ op, count, busy, onCancel, onConfirm }: OpConfirmProps) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState("");
  const [error, setError] = useState<string | null>(null);
  const transfer = op === "transfer";

  const confirm = () => {
    if (!transfer) return onConfirm();
    const value = wallet.trim();
    if (walletAddressProblem(value)) {
      setError(t("manage.walletInvalid"));
      return;
    }
    onConfirm(value);
  };

  return (
    <Modal
      opened={op === "delete" || transfer}
      onClose={onCancel}
      title={t(transfer ? "manage.transferTitle" : "manage.deleteTitle", { count })}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        {transfer ? (
          <TextInput
            label={t("manage.transferTo")}
            description={t("manage.transferHint")}
            placeholder="0x…"
            value={wallet}
            error={error}
            data-autofocus
            onChange={(event) => {
              setWallet(event.currentTarget.value);
              setError(null);
            }}
          />
        ) : (
          <Text>{t("manage.deleteBody", { count })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("manage.cancel")}
          </Button>
          <Button color={transfer ? "blue" : "red"} loading={busy} onClick={confirm}>
            {t(`manage.op.${op ?? "delete"}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
