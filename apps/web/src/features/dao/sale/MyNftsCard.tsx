import type { DaoMyInfo } from "@icms/protocol";
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface MyNftsCardProps {
  info: DaoMyInfo;
  busy: boolean;
  onStake(action: "stake" | "unstake", tokenId: number): void;
}

/** My X-Man status and my DAO NFTs (stage, grade, url, staked or held), each with stake or unstake. */
export function MyNftsCard({ info, busy, onStake }: MyNftsCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dao-mine-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="dao-mine-title">
            {t("dao.sale.mine.title")}
          </Title>
          {info.is_xman && (
            <Badge color="grape.9" data-testid="dao-xman-badge">
              X-Man
            </Badge>
          )}
        </Group>
        <Alert color={info.is_xman ? "green" : "yellow"} data-testid="dao-xman-status">
          {info.is_xman ? t("dao.sale.xman.yes", { count: info.staked_count }) : t("dao.sale.xman.no")}
        </Alert>
        {info.nfts.length === 0 ? (
          <Text c="dimmed">{t("dao.sale.mine.empty")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" data-testid="dao-my-nfts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("dao.sale.mine.token")}</Table.Th>
                  <Table.Th>{t("dao.sale.mine.stage")}</Table.Th>
                  <Table.Th>{t("dao.sale.mine.grade")}</Table.Th>
                  <Table.Th>{t("dao.sale.mine.url")}</Table.Th>
                  <Table.Th>{t("dao.sale.mine.state")}</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">{t("dao.sale.mine.action")}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {info.nfts.map((nft) => (
                  <Table.Tr key={nft.token_id} data-testid={`dao-nft-${nft.token_id}`}>
                    <Table.Td>#{nft.token_id}</Table.Td>
                    <Table.Td>{nft.stage >= 0 ? nft.stage : "-"}</Table.Td>
                    <Table.Td>{nft.grade || "-"}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
                        {nft.url || "-"}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={nft.staked ? "grape.9" : "gray.8"}>
                        {t(nft.staked ? "dao.sale.mine.staked" : "dao.sale.mine.held")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
