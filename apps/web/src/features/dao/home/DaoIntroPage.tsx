import {
  ICMS_FEE_SHARES_BPS,
  ICMS_SUPPLY,
  ICT_ALLOCATION_BPS,
  ICT_SUPPLY,
  NFT_MAX_SUPPLY,
  NFT_PRICE,
  PLATFORM_INCOME_SPLIT_BPS,
  SALE_SPLIT_BPS,
  XMAN_SHARES_BPS,
} from "@icms/protocol";
import { List, SimpleGrid, Stack, Text, Timeline, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../ui/PageFrame";
import { TokenomicsChart } from "./TokenomicsChart";

const WEI = 10n ** 18n;
const whole = (wei: bigint) => (wei / WEI).toLocaleString();

type ShareKey = `dao.intro.shares.${string}`;

/** /icmsdao/icms_intro: what the DAO is, X-Man rights and duties, the tokenomics and the roadmap. */
export function DaoIntroPage() {
  const { t } = useTranslation();
  const shares = (split: Record<string, number>) =>
    Object.entries(split).map(([key, bps]) => ({
      label: t(`dao.intro.shares.${key}` as ShareKey as "dao.intro.shares.burn"),
      bps,
    }));
  const roadmap = ["2022.06", "2022.12", "2023.06", "2024", "2025"] as const;
  return (
    <PageFrame title={t("dao.intro.title")}>
      <Stack gap="lg">
        <Text>{t("dao.intro.what")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <Title order={3}>{t("dao.intro.rightsTitle")}</Title>
            <List size="sm" spacing={4}>
              <List.Item>{t("dao.intro.rights.review")}</List.Item>
              <List.Item>{t("dao.intro.rights.vote")}</List.Item>
              <List.Item>
                {t("dao.intro.rights.income", {
                  fee: XMAN_SHARES_BPS.transactionFee / 100,
                  income: XMAN_SHARES_BPS.platformIncome / 100,
                })}
              </List.Item>
            </List>
          </Stack>
          <Stack gap="xs">
            <Title order={3}>{t("dao.intro.dutiesTitle")}</Title>
            <List size="sm" spacing={4}>
              <List.Item>{t("dao.intro.duties.stake")}</List.Item>
              <List.Item>{t("dao.intro.duties.review")}</List.Item>
              <List.Item>{t("dao.intro.duties.sign")}</List.Item>
            </List>
          </Stack>
        </SimpleGrid>
        <Title order={3}>{t("dao.intro.tokenomics")}</Title>
        <Text size="sm">
          {t("dao.intro.supplies", {
            icms: whole(ICMS_SUPPLY),
            ict: whole(ICT_SUPPLY),
            nfts: NFT_MAX_SUPPLY.toLocaleString(),
            price: whole(NFT_PRICE),
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TokenomicsChart title={t("dao.intro.charts.sale")} shares={shares(SALE_SPLIT_BPS)} />
          <TokenomicsChart title={t("dao.intro.charts.income")} shares={shares(PLATFORM_INCOME_SPLIT_BPS)} />
          <TokenomicsChart title={t("dao.intro.charts.icmsFee")} shares={shares(ICMS_FEE_SHARES_BPS)} />
          <TokenomicsChart title={t("dao.intro.charts.ict")} shares={shares(ICT_ALLOCATION_BPS)} />
        </SimpleGrid>
        <Title order={3}>{t("dao.intro.roadmapTitle")}</Title>
        <Timeline active={roadmap.length - 1} bulletSize={16} lineWidth={2}>
          {roadmap.map((when) => (
            <Timeline.Item key={when} title={when}>
              <Text size="sm" c="dimmed">
                {t(`dao.intro.roadmap.${when.replace(".", "_")}` as "dao.intro.roadmap.2025")}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </PageFrame>
  );
}
