import { api } from "@icms/protocol";
import { Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../../app/gateway";
import { useSession } from "../../../session/session-store";
import { AddressText } from "../../../ui/AddressText";
import { DataTable } from "../../../ui/DataTable";
import { saleKeys } from "../dao-info";
import { SectionCard } from "../../../ui/SectionCard";

const PAGE_SIZE = 10;

/** My team: invitees who bought, with their warrant count and NFTs bought, ten a page. */
export function TeamTable() {
  const { t } = useTranslation();
  const uid = useSession().uid ?? null;
  const [page, setPage] = useState(1);
  const team = useQuery({
    queryKey: saleKeys.team(uid, page),
    queryFn: () => callGateway(api.wallet_msrv.autonomy_team_list, { page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = team.data?.total ?? 0;
  return (
    <SectionCard
      titleId="invite-team-title"
      title={t("dao.invite.team")}
      aside={
        <Text size="sm" c="dimmed" data-testid="invite-team-count">
          {t("dao.invite.teamCount", { count: total })}
        </Text>
      }
    >
      <DataTable
        status={{ query: team, empty: total === 0, emptyText: t("dao.invite.empty") }}
        rows={team.data?.list ?? []}
        rowKey={(row) => row.wallet_addr}
        columns={[
          { header: t("dao.invite.wallet"), cell: (row) => <AddressText address={row.wallet_addr} size="sm" /> },
          { header: t("dao.invite.warrants"), cell: (row) => row.warrant_count },
          { header: t("dao.invite.nfts"), cell: (row) => row.nft_count },
        ]}
        minWidth={360}
        testId="invite-team"
        paging={{ page, pageSize: PAGE_SIZE, total, onChange: setPage }}
      />
    </SectionCard>
  );
}
