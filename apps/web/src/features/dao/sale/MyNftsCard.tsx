import type { DaoMyInfo } from "@icms/protocol";
import { Alert, Badge, Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../ui/DataTable";
import { SectionCard } from "../../../ui/SectionCard";

interface MyNftsCardProps {
  info: DaoMyInfo;
  busy: boolean;
  onStake(action: "stake" | "unstake", tokenId: number): void;
}

/** My X-Man status and my DAO NFTs (stage, grade, url, staked or held), each with stake or unstake. */
export function MyNftsCard({ info, busy, onStake }: MyNftsCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      titleId="dao-mine-title"
      title={t("dao.sale.mine.title")}
      gap="md"
      aside={
        info.is_xman && (
          <Badge color="grape.9" data-testid="dao-xman-badge">
            X-Man
          </Badge>
        )
      }
    >
      <Alert color={info.is_xman ? "green" : "yellow"} data-testid="dao-xman-status">
        {info.is_xman ? t("dao.sale.xman.yes", { count: info.staked_count }) : t("dao.sale.xman.no")}
      </Alert>
      {info.nfts.length === 0 ? (
        <Text c="dimmed">{t("dao.sale.mine.empty")}</Text>
      ) : (
        <DataTable
          rows={info.nfts}
          rowKey={(nft) => nft.token_id}
          rowProps={(nft) => ({ "data-testid": `dao-nft-${nft.token_id}` })}
          columns={[
            { header: t("dao.sale.mine.token"), cell: (nft) => `#${nft.token_id}` },
            { header: t("dao.sale.mine.stage"), cell: (nft) => (nft.stage >= 0 ? nft.stage : "-") },
            { header: t("dao.sale.mine.grade"), cell: (nft) => nft.grade || "-" },
            {
              header: t("dao.sale.mine.url"),
              cell: (nft) => (
                <Text size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
                  {nft.url || "-"}
                </Text>
              ),
            },
            {
              header: t("dao.sale.mine.state"),
              cell: (nft) => (
                <Badge variant="outline" color={nft.staked ? "grape.9" : "gray.8"}>
                  {t(nft.staked ? "dao.sale.mine.staked" : "dao.sale.mine.held")}
                </Badge>
              ),
            },
            {
              header: t("dao.sale.mine.action"),
              hideHeader: true,
              cell: (nft) => (
                <Button
                  size="xs"
                  variant={nft.staked ? "default" : "filled"}
                  disabled={busy}
                  onClick={() => onStake(nft.staked ? "unstake" : "stake", nft.token_id)}
                  aria-label={t(nft.staked ? "dao.sale.mine.unstakeToken" : "dao.sale.mine.stakeToken", {
                    id: nft.token_id,
                  })}
                  data-testid={`dao-${nft.staked ? "unstake" : "stake"}-${nft.token_id}`}
                >
                  {t(nft.staked ? "dao.sale.mine.unstake" : "dao.sale.mine.stake")}
                </Button>
              ),
            },
          ]}
          minWidth={520}
          testId="dao-my-nfts"
        />
      )}
    </SectionCard>
  );
}
