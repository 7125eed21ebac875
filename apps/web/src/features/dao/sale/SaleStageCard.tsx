import { NFT_MAX_PER_PURCHASE, type NftSaleStages } from "@icms/protocol";
import { Badge, Button, Group, Modal, NumberInput, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../../ui/token-amount";
import { countdown, countdownTarget, stageStatusAt } from "./countdown";

const STATUS_COLOR = { not_started: "gray.8", running: "teal.9", ended: "red.9" } as const;

/** Seconds on the chain's clock now, carried from the reading's `chain_time` by the browser's clock. */
function useChainNow(sale: NftSaleStages | undefined, readAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return sale ? sale.chain_time + Math.max(0, Math.floor((now - readAt) / 1_000)) : 0;
}

interface SaleStageCardProps {
  sale: NftSaleStages;
  /** When the stages were read (ms), to run the countdown on. */
  readAt: number;
  busy: boolean;
  onBuy(quantity: number): void;
}

/** The current sale stage: its state, countdown and stock, and the purchase of one to ten NFTs. */
export function SaleStageCard({ sale, readAt, busy, onBuy }: SaleStageCardProps) {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const chainNow = useChainNow(sale, readAt);
  const stage = sale.current;
  if (!stage) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text c="dimmed">{t("dao.sale.stage.none")}</Text>
      </Paper>
    );
  }
  const status = stageStatusAt(stage, chainNow);
  const target = countdownTarget({ ...stage, status });
  const left = target === null ? null : countdown(target, chainNow);
  const total = BigInt(sale.price) * BigInt(quantity);
  const sold = stage.stock - stage.remaining;
  const maxQuantity = Math.max(1, Math.min(NFT_MAX_PER_PURCHASE, stage.remaining));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dao-stage-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="dao-stage-title">
            {t("dao.sale.stage.title", { id: stage.stage_id })}
          </Title>
          <Badge color={STATUS_COLOR[status]} data-testid="dao-stage-status">
            {t(`dao.sale.stage.${status}`)}
          </Badge>
        </Group>
        {status === "ended" ? (
          <Text c="dimmed">{t("dao.sale.stage.notRunning")}</Text>
        ) : (
          left && (
            <Text aria-live="off" data-testid="dao-countdown">
              {t(status === "running" ? "dao.sale.stage.endsIn" : "dao.sale.stage.startsIn")}{" "}
              <Text span fw={600} ff="monospace">
                {t("dao.sale.stage.countdown", { ...left })}
              </Text>
            </Text>
          )
        )}
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">{t("dao.sale.stage.stock", { remaining: stage.remaining, stock: stage.stock })}</Text>
            <Text size="sm" c="dimmed">
              {t("dao.sale.stage.grade", { grade: stage.grade })}
            </Text>
          </Group>
          <Progress
            value={stage.stock > 0 ? (sold / stage.stock) * 100 : 0}
            aria-label={t("dao.sale.stage.soldLabel", { sold, stock: stage.stock })}
          />
        </Stack>
        <Text size="sm">{t("dao.sale.stage.price", { price: formatTokenAmount(sale.price, 4, i18n.language) })}</Text>
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label={t("dao.sale.buy.quantity")}
            min={1}
            max={maxQuantity}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={quantity}
            onChange={(value) => setQuantity(typeof value === "number" && value >= 1 ? value : 1)}
            w={120}
            data-testid="dao-quantity"
          />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t("dao.sale.buy.total")}
            </Text>
            <Text fw={600}>{formatTokenAmount(total, 4, i18n.language)} USDT</Text>
          </Stack>
          <Button
            onClick={() => setConfirming(true)}
            disabled={status !== "running"}
            loading={busy}
            data-testid="dao-buy"
          >
            {t("dao.sale.buy.button")}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("dao.sale.buy.confirmTitle")} centered>
        <Stack>
          <Text>
            {t("dao.sale.buy.confirmBody", { count: quantity, amount: formatTokenAmount(total, 4, i18n.language) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("dao.sale.buy.cancel")}
            </Button>
            <Button
              data-testid="dao-buy-confirm"
              onClick={() => {
                setConfirming(false);
                onBuy(quantity);
              }}
            >
              {t("dao.sale.buy.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
