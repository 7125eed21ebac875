import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface KeyDialogProps {
  name: string;
  apiKey: string;
  onClose: () => void;
}

/** The one time a key is shown: copy it, with the warning that it will not be shown again. */
export function KeyDialog({ name, apiKey, onClose }: KeyDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("developer.key.title", { name })}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {t("developer.key.warning")}
        </Alert>
        <Code block data-testid="api-key" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {apiKey}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={apiKey}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? "teal" : "blue"} onClick={copy}>
                {copied ? t("developer.key.copied") : t("developer.key.copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t("developer.key.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
