import type { RankRow } from "@icms/protocol";
import { Alert, Avatar, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isSignedIn, useSession } from "../../session/session-store";
import { AddressText } from "../../ui/AddressText";
import { shortAddress } from "../../ui/address";
import { PageFrame } from "../../ui/PageFrame";
import { DataTable } from "../../ui/DataTable";
import { PAGE_SIZE, useRankList, useScoreTotal } from "./queries";

/** Whether a nickname is empty or only a short form of the address (the first nickname a wallet gets). */
function addressOnly(nickname: string, wallet: string): boolean {
  const name = nickname.toLowerCase();
  const address = wallet.toLowerCase();
  return (
    !name || name === shortAddress(address).toLowerCase() || name === `${address.slice(0, 6)}…${address.slice(-4)}`
  );
}

/** A contributor by nickname and address, or by address alone while the nickname is only its short form. */
function Member({ row, me }: { row: RankRow; me: boolean }) {
  const { t } = useTranslation();
  const named = addressOnly(row.nickname, row.wallet_addr) ? "" : row.nickname;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={row.avatar_url || null} size="sm" radius="xl" alt="" />
      <Stack gap={0}>
        <Text size="sm">
          {named || <AddressText address={row.wallet_addr} size="sm" />}
          {me && (
            <Text span size="xs" fw={700} c="grape.9" ml={6}>
              ({t("income.rank.you")})
            </Text>
          )}
        </Text>
        {named && <AddressText address={row.wallet_addr} size="xs" c="dimmed" />}
      </Stack>
    </Group>
  );
}

/** /rank_list: contributors by all-time contribution score, ten a page, with my own place marked. */
export function RankListPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [page, setPage] = useState(1);
  const rank = useRankList(page);
  const mine = useScoreTotal();
  const me = session.walletAddr?.toLowerCase() ?? null;
  const total = rank.data?.total ?? 0;
  const number = new Intl.NumberFormat(i18n.language);
  const isMe = (row: RankRow) => me !== null && row.wallet_addr.toLowerCase() === me;

  return (
    <PageFrame title={t("income.rank.title")}>
      <Text c="dimmed">{t("income.rank.intro")}</Text>
      {isSignedIn(session) && mine.data && (
        <Alert color={mine.data.rank === null ? "gray" : "grape"} data-testid="rank-mine">
          {mine.data.rank === null
            ? t("income.rank.mineUnranked")
            : t("income.rank.mine", { rank: mine.data.rank, score: number.format(mine.data.score) })}
        </Alert>
      )}
      <Stack gap="sm">
        <DataTable
          status={{ query: rank, empty: total === 0, emptyText: t("income.rank.empty") }}
          rows={rank.data?.list ?? []}
          rowKey={(row) => row.wallet_addr}
          rowProps={(row) =>
            isMe(row)
              ? { bg: "var(--mantine-color-grape-light)", "aria-current": "true", "data-testid": "rank-row-me" }
              : { "data-testid": "rank-row" }
          }
          columns={[
            { header: t("income.rank.rank"), cell: (row) => row.rank, bold: true },
            { header: t("income.rank.member"), cell: (row) => <Member row={row} me={isMe(row)} /> },
            { header: t("income.rank.score"), cell: (row) => number.format(row.score), align: "end" },
          ]}
          minWidth={300}
          testId="rank-list"
          paging={{ page, pageSize: PAGE_SIZE, total, onChange: setPage }}
        />
      </Stack>
    </PageFrame>
  );
}
