import type { BalanceInfo, WithdrawCoin } from "@icms/protocol";
import { Button, Group, Modal, Paper, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { shortAddress } from "../../ui/address";
import { formatTokenAmount } from "../../ui/token-amount";
import { parseTokenAmount, weiToInput } from "./amount";

interface WithdrawFormProps {
  balance: BalanceInfo;
  wallet: string;
  busy: boolean;
  onWithdraw(coin: WithdrawCoin, amount: bigint): void;
}

/** Which coin and how much, checked against what is available, then confirmed in a dialog. */
export function WithdrawForm({ balance, wallet, busy, onWithdraw }: WithdrawFormProps) {
  const { t, i18n } = useTranslation();
  const coins = balance.coins.filter((coin) => coin.withdrawable);
  const [coin, setCoin] = useState<WithdrawCoin>((coins[0]?.coin as WithdrawCoin | undefined) ?? "ICT");
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const available = BigInt(coins.find((c) => c.coin === coin)?.available ?? "0");
  const amount = parseTokenAmount(text);
  const max = formatTokenAmount(available, 8, i18n.language);
  const error = !text.trim()
    ? t("income.withdraw.errors.amountRequired")
    : amount === null || amount === 0n
      ? t("income.withdraw.errors.amountTooSmall")
      : amount > available
        ? t("income.withdraw.errors.amountTooLarge", { max })
        : null;
  const fee = formatTokenAmount(balance.fee_wei, 8, i18n.language);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) setConfirming(true);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="withdraw-form-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="withdraw-form-title">
            {t("income.withdraw.formTitle")}
          </Title>
          <SegmentedControl
            aria-label={t("income.withdraw.token")}
            value={coin}
            onChange={(value) => {
              setCoin(value as WithdrawCoin);
              setTouched(false);
            }}
            data={coins.map((c) => ({ value: c.coin, label: c.coin }))}
            data-testid="withdraw-coin"
            w="fit-content"
          />
          <TextInput
            label={t("income.withdraw.amount")}
            description={`${t("income.withdraw.available")}: ${max} ${coin}`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? error : null}
            maw={420}
            data-testid="withdraw-amount"
            rightSectionWidth={64}
            rightSection={
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => {
                  setText(weiToInput(available));
                  setTouched(true);
                }}
                disabled={available === 0n}
                data-testid="withdraw-max"
              >
                {t("income.withdraw.max")}
              </Button>
            }
          />
          <Text size="sm" c="dimmed" data-testid="withdraw-fee">
            {t("income.withdraw.fee", { fee, coin: "BNB" })}
          </Text>
          <Button
            type="submit"
            loading={busy}
            disabled={available === 0n}
            w="fit-content"
            data-testid="withdraw-submit"
          >
            {t("income.withdraw.submit")}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("income.withdraw.confirmTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
        centered
      >
        <Stack>
          <Text>
            {t("income.withdraw.confirmBody", {
              amount: amount === null ? "" : formatTokenAmount(amount, 8, i18n.language),
              token: coin,
              wallet: shortAddress(wallet),
              fee,
              coin: "BNB",
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("income.withdraw.cancel")}
            </Button>
            <Button
              data-testid="withdraw-confirm"
              onClick={() => {
                setConfirming(false);
                if (amount !== null) {
                  onWithdraw(coin, amount);
                  setText("");
                  setTouched(false);
                }
              }}
            >
              {t("income.withdraw.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
