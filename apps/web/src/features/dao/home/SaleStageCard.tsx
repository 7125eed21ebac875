import type { NftSaleStages } from "@icms/protocol";
import { Badge, Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Seconds split into days, hours, minutes and seconds. */
function split(seconds: number) {
  const s = Math.max(0, seconds);
  return { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600), m: Math.floor((s % 3600) / 60), s: s % 60 };
}

/** The chain's clock as of now: the reply's chain time plus what has passed since it arrived. */
function useChainNow(chainTime: number, receivedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return chainTime + Math.floor((now - receivedAt) / 1000);
}

/** The current sale stage: its state, a live countdown and the stock left. */
export function SaleStageCard({ sale, receivedAt }: { sale: NftSaleStages; receivedAt: number }) {
  const { t } = useTranslation();
  const now = useChainNow(sale.chain_time, receivedAt);
  const stage = sale.current;
  if (!stage) {
    return (
      <Card withBorder padding="lg">
        <Title order={4}>{t("dao.home.sale.title")}</Title>
        <Text c="dimmed" size="sm" mt="xs">
          {t("dao.home.sale.none")}
        </Text>
      </Card>
    );
  }
  const status = now < stage.start_time ? "not_started" : now <= stage.end_time ? "running" : "ended";
  const left = split(status === "not_started" ? stage.start_time - now : stage.end_time - now);
  const sold = stage.stock - stage.remaining;
  return (
    <Card withBorder padding="lg" data-testid="sale-stage">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t("dao.home.sale.stage", { stage: stage.stage_id })}</Title>
          <Badge color={status === "running" ? "teal.9" : "gray.7"}>{t(`dao.home.sale.status.${status}`)}</Badge>
        </Group>
        {status === "ended" ? (
          <Text size="sm">{t("dao.home.sale.ended")}</Text>
        ) : (
          <Text size="sm" aria-live="off" data-testid="sale-countdown">
            {t(status === "running" ? "dao.home.sale.endsIn" : "dao.home.sale.startsIn", left)}
          </Text>
        )}
        <Text size="sm">{t("dao.home.sale.stock", { remaining: stage.remaining, stock: stage.stock })}</Text>
        <Progress value={stage.stock > 0 ? (sold / stage.stock) * 100 : 0} aria-label={t("dao.home.sale.soldBar")} />
      </Stack>
    </Card>
  );
}
