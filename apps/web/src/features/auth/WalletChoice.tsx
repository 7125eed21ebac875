import { Badge, Button, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DEV_PERSONAS, type DevPersona, devPersona, setDevPersona } from "../../wallet/dev-persona";
import { WalletIcon } from "../../ui/icons";
import type { WalletOption } from "../../wallet/wallet-engine-types";
import { WARNING_STRONG } from "../../app/theme";

interface WalletChoiceProps {
  options: WalletOption[];
  busy: boolean;
  onPick: (walletId: string) => void;
}

/** One button per wallet found; the development wallet is labelled as such. */
export function WalletChoice({ options, busy, onPick }: WalletChoiceProps) {
  const { t } = useTranslation();
  if (options.length === 0) {
    return (
      <Text role="status">
        {t("login.noWallet")}{" "}
        <a href="https://metamask.io/download/" target="_blank" rel="noopener noreferrer">
          {t("login.getWallet")}
        </a>
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="group" aria-label={t("login.chooseWallet")}>
      {options.some((option) => option.kind === "dev") && <DevPersonaSelect disabled={busy} />}
      {options.map((option) => (
        <Button
          key={option.id}
          size="md"
          variant={option.kind === "dev" ? "outline" : "filled"}
          color={option.kind === "dev" ? WARNING_STRONG : undefined}
          justify="flex-start"
          disabled={busy}
          onClick={() => onPick(option.id)}
          leftSection={option.icon ? <img src={option.icon} alt="" width={22} height={22} /> : <WalletIcon />}
          rightSection={option.kind === "dev" ? <Badge color={WARNING_STRONG}>{t("login.devBadge")}</Badge> : null}
        >
          {option.kind === "dev"
            ? t("login.devWallet")
            : option.kind === "injected"
              ? t("login.browserWallet")
              : option.kind === "walletconnect"
                ? t("login.walletConnect")
                : option.name}
        </Button>
      ))}
      {options.some((option) => option.kind === "dev") && (
        <Text size="sm" c="dimmed">
          {t("login.devWalletNote")}
        </Text>
      )}
    </Stack>
  );
}

/** Which demo account the development wallet signs as (development only). */
function DevPersonaSelect({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [persona, setPersona] = useState<DevPersona>(devPersona);
  return (
    <Select
      label={t("login.devPersona")}
      data={DEV_PERSONAS.map((value) => ({ value, label: t(`login.persona.${value}`) }))}
      value={persona}
      allowDeselect={false}
      disabled={disabled}
      onChange={(value) => {
        const next = DEV_PERSONAS.find((candidate) => candidate === value);
        if (!next) return;
        setDevPersona(next);
        setPersona(next);
      }}
    />
  );
}
