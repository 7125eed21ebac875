import { api } from "@icms/protocol";
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { callGateway } from "../../../app/gateway";
import { AddressText } from "../../../ui/AddressText";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { daoKeys } from "../../../wallet/membership";
import { SaleStageCard } from "./SaleStageCard";

const homeKeys = {
  overview: () => [...daoKeys.all, "overview"] as const,
  sale: () => [...daoKeys.all, "sale-stages"] as const,
};

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}

const LINKS = [
  ["icms_intro", "dao.home.links.intro"],
  ["icms_dao_auth", "dao.home.links.auth"],
  ["icms_dao_autonomy", "dao.home.links.review"],
  ["icms_vote", "dao.home.links.vote"],
  ["icms_invite_friends", "dao.home.links.invite"],
] as const;

/** /icmsdao/icms_index: the sale stage, the DAO's figures, its recent decisions and the way in. */
export function DaoHomePage() {
  const { t } = useTranslation();
  const overview = useQuery({
    queryKey: homeKeys.overview(),
    queryFn: () => callGateway(api.daoclub_msrv.dao_overview, {}),
    staleTime: 15_000,
  });
  const sale = useQuery({
    queryKey: homeKeys.sale(),
    queryFn: async () => ({ sale: await callGateway(api.wallet_msrv.autonomy_nft_batch, {}), receivedAt: Date.now() }),
    staleTime: 15_000,
  });
  return (
    <PageFrame title={t("dao.home.title")}>
      <Stack gap="lg">
        <QueryStatus query={sale} skeletonRows={2}>
          {sale.data && <SaleStageCard sale={sale.data.sale} receivedAt={sale.data.receivedAt} />}
        </QueryStatus>
        <QueryStatus query={overview}>
          {overview.data && (
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 2 }}>
                <Figure label={t("dao.home.members")} value={overview.data.member_count} />
                <Figure label={t("dao.home.staked")} value={overview.data.staked_count} />
              </SimpleGrid>
              <Stack gap="xs">
                <Title order={3}>{t("dao.home.decisions")}</Title>
                {overview.data.recent_decisions.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t("dao.home.noDecisions")}
                  </Text>
                ) : (
                  overview.data.recent_decisions.map((d) => (
                    <Card key={d.proposal_id} withBorder padding="sm">
                      <Anchor component={Link} to={`/icmsdao/icms_vote?tab=closed&id=${d.proposal_id}`} fw={600}>
                        {d.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {d.winner
                          ? t("dao.home.decided", {
                              option: d.winner.label,
                              weight: d.winner.weight,
                              total: d.total_weight,
                            })
                          : t("dao.home.noVotes")}
                      </Text>
                    </Card>
                  ))
                )}
              </Stack>
              <Stack gap="xs">
                <Title order={3}>{t("dao.home.reviews")}</Title>
                {overview.data.recent_reviews.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t("dao.home.noReviews")}
                  </Text>
                ) : (
                  overview.data.recent_reviews.map((r) => (
                    <Group key={`${r.kind}-${r.item_id}`} gap="xs" wrap="nowrap">
                      <Badge variant="light" color={r.outcome === "online" ? "blue" : "red"} style={{ flexShrink: 0 }}>
                        {t(`dao.home.outcome.${r.outcome}`)}
                      </Badge>
                      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                        {t(`dao.home.kind.${r.kind}`)}
                      </Text>
                      <Text size="sm" lineClamp={1}>
                        {r.title}
                      </Text>
                    </Group>
                  ))
                )}
              </Stack>
              {overview.data.recent_purchases.length > 0 && (
                <Stack gap="xs">
                  <Title order={3}>{t("dao.home.purchases")}</Title>
                  {overview.data.recent_purchases.map((p) => (
                    <Group key={`${p.tx_hash}`} gap="xs">
                      <AddressText address={p.buyer} size="sm" />
                      <Text size="sm">{t("dao.home.bought", { count: p.quantity })}</Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </Stack>
          )}
        </QueryStatus>
        <Group gap="xs">
          {LINKS.map(([path, label]) => (
            <Button key={path} component={Link} to={`/icmsdao/${path}`} variant="light" size="sm">
              {t(label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </PageFrame>
  );
}
