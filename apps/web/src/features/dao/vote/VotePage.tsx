import type { ProposalSummary } from "@icms/protocol";
import { Badge, Card, Group, Pagination, Stack, Tabs, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { ProposalForm } from "./ProposalForm";
import { ProposalView } from "./ProposalView";
import { type ProposalTab, useCanPropose, useProposalDetail, useProposalList } from "./queries";

function ProposalRow({ proposal, onOpen }: { proposal: ProposalSummary; onOpen(): void }) {
  const { t } = useTranslation();
  const winner = proposal.winning_option === null ? null : proposal.options[proposal.winning_option];
  return (
    <UnstyledButton onClick={onOpen} aria-label={proposal.title}>
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{proposal.title}</Text>
            <Text size="xs" c="dimmed">
              {t("dao.vote.summary", { weight: proposal.total_weight, voters: proposal.voter_count })}
              {winner ? ` · ${t("dao.vote.winner", { option: winner })}` : ""}
            </Text>
          </Stack>
          <Badge color={proposal.state === "active" ? "teal.9" : "gray.7"} style={{ flexShrink: 0 }}>
            {t(`dao.vote.state.${proposal.state}`)}
          </Badge>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /icmsdao/icms_vote: active and closed proposals, one opened with its results and vote form. */
export function VotePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: ProposalTab = params.get("tab") === "closed" ? "closed" : "active";
  const selected = Number(params.get("id")) || null;
  const [page, setPage] = useState(1);
  const list = useProposalList(tab, page);
  const detail = useProposalDetail(selected);
  const canPropose = useCanPropose();
  const open = (id: number) => setParams({ tab, id: String(id) });

  return (
    <PageFrame title={t("dao.vote.title")} actions={canPropose.data ? <ProposalForm onCreated={open} /> : null}>
      <Stack>
        <Tabs
          value={tab}
          onChange={(next) => {
            setPage(1);
            setParams({ tab: next === "closed" ? "closed" : "active" });
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="active">{t("dao.vote.tabs.active")}</Tabs.Tab>
            <Tabs.Tab value="closed">{t("dao.vote.tabs.closed")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("dao.vote.empty")}>
          {list.data && (
            <Stack gap="xs">
              {list.data.list.map((proposal) => (
                <ProposalRow key={proposal.proposal_id} proposal={proposal} onOpen={() => open(proposal.proposal_id)} />
              ))}
              {list.data.total > list.data.page_size && (
                <Pagination
                  total={Math.ceil(list.data.total / list.data.page_size)}
                  value={page}
                  onChange={setPage}
                  getItemProps={(n) => ({ "aria-label": t("dao.vote.page", { page: n }) })}
                />
              )}
            </Stack>
          )}
        </QueryStatus>
        {selected !== null && (
          <QueryStatus query={detail}>
            {detail.data && <ProposalView key={detail.data.proposal_id} proposal={detail.data} />}
          </QueryStatus>
        )}
      </Stack>
    </PageFrame>
  );
}
