import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  /** The button that does it ("Delete", "Leave"). */
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (leaving a planet, deleting a planet, a topic or a comment). */
export function ConfirmDialog({ opened, title, body, confirm, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t("social.cancel")}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
