import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  /** The button that does it ("Approve", "Take offline"). */
  confirm: string;
  busy: boolean;
  /** Red for what takes a KOL off the list. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the dialog asks for besides the confirmation (the operator's reason). */
  children?: ReactNode;
}

/** Asks before a step that cannot be taken back: an operator's decision, or modifying an approved profile. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirm,
  busy,
  danger,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{body}</Text>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t("kol.cancel")}
        </Button>
        <Button color={danger ? "red" : undefined} loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
