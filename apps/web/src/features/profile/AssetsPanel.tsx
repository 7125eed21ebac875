import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TranslationKey } from "../../i18n";
import { profileKeys } from "../../queries/profile";
import { useSession } from "../../session/session-store";
import { QueryStatus } from "../../ui/QueryStatus";
import { formatTokenAmount } from "../../ui/token-amount";
import { useWalletEngine } from "../../wallet/queries";
import type { ChainActions } from "../../wallet/wallet-engine-types";

interface Assets {
  coins: { symbol: string; wei: bigint }[];
  nfts: { key: string; label: TranslationKey; ids: bigint[]; staked: bigint[] }[];
}

/** Everything the profile lists, read in parallel from the chain. */
async function readAssets(chain: ChainActions, address: string): Promise<Assets> {
  const [native, usdt, ict, icms, held, staked, dragon1, dragon2] = await Promise.all([
    chain.nativeBalance(address),
    chain.tokenBalance("USDT", address),
    chain.tokenBalance("ICT", address),
    chain.tokenBalance("ICMS", address),
    chain.ownedNftIds(address),
    chain.stakedNftIds(address),
    chain.dragonTokenIds("Dragon1", address),
    chain.dragonTokenIds("Dragon2", address),
  ]);
  return {
    coins: [
      { symbol: "BNB", wei: native },
      { symbol: "USDT", wei: usdt },
      { symbol: "ICT", wei: ict },
      { symbol: "ICMS", wei: icms },
    ],
    nfts: [
      { key: "dao", label: "income.assets.daoNft", ids: held, staked },
      { key: "dragon1", label: "income.assets.dragon1", ids: dragon1, staked: [] },
      { key: "dragon2", label: "income.assets.dragon2", ids: dragon2, staked: [] },
    ],
  };
}

/** The profile's assets: native coin, USDT, ICT, ICMS, DAO NFTs (held and staked) and both dragon collections. */
export function AssetsPanel() {
  const { t, i18n } = useTranslation();
  const engine = useWalletEngine();
  const address = useSession().walletAddr;
  const assets = useQuery({
    queryKey: profileKeys.assets(address),
    enabled: Boolean(engine.data && address),
    refetchInterval: 30_000,
    retry: 1,
    queryFn: () => {
      const chain = engine.data?.chain;
      if (!chain || !address) throw new Error("no wallet");
      return readAssets(chain, address);
    },
  });
  if (!address) return <Text c="dimmed">{t("income.assets.noWallet")}</Text>;
  // The wallet libraries load first; their failure is the assets' failure.
  const status = engine.isError ? engine : assets;

  return (
    <Stack gap="md" data-testid="profile-assets">
      <Text size="sm" c="dimmed">
        {t("income.assets.intro")}
      </Text>
      <QueryStatus query={status} skeletonRows={2}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assets-tokens">
          <Title order={3} fz="md" id="assets-tokens" mb="sm">
            {t("income.assets.tokens")}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {(assets.data?.coins ?? []).map((coin) => (
              <Stack key={coin.symbol} gap={2}>
                <Text size="xs" c="dimmed">
                  {coin.symbol}
                </Text>
                <Text fw={600} data-testid={`asset-${coin.symbol}`}>
                  {formatTokenAmount(coin.wei, 4, i18n.language)}
                </Text>
              </Stack>
            ))}
            {!assets.data && <Skeleton height={20} />}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assets-nfts">
          <Title order={3} fz="md" id="assets-nfts" mb="sm">
            {t("income.assets.nfts")}
          </Title>
          <Stack gap="sm">
            {(assets.data?.nfts ?? []).map((collection) => (
              <Stack key={collection.key} gap={4} data-testid={`asset-nft-${collection.key}`}>
                <Text size="sm" fw={600}>
                  {t(collection.label)}
                </Text>
                {collection.ids.length + collection.staked.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t("income.assets.none")}
                  </Text>
                ) : (
                  <Group gap={6}>
                    {collection.ids.map((id) => (
                      <Badge key={`h${id}`} variant="light" color="blue.9">
                        #{id.toString()}
                      </Badge>
                    ))}
                    {collection.staked.map((id) => (
                      <Badge key={`s${id}`} variant="outline" color="grape.9">
                        #{id.toString()} · {t("income.assets.staked")}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </QueryStatus>
    </Stack>
  );
}
