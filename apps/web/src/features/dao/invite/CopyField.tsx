import { ActionIcon, CopyButton, TextInput, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/notify";

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}

/** A read-only value with a copy button ("Copy success" once copied). */
export function CopyField({ label, value, copyLabel, testId }: CopyFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      data-testid={testId}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("dao.invite.copied") : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                aria-label={copyLabel}
                onClick={() => {
                  copy();
                  toast({ type: "success", message: t("dao.invite.copied") });
                }}
                data-testid={`${testId}-copy`}
              >
                <CopyIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

function CopyIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}
