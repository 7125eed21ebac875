import type { ProposalDetail } from "@icms/protocol";
import { Anchor, Badge, Button, Card, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../../ui/notify";
import { useWalletEngine } from "../../../wallet/queries";
import { NotMemberNotice, useXmanStatus } from "../../../wallet/membership";
import { ProposalResults } from "./ProposalResults";
import { downloadVoteExport, useVote } from "./queries";

const dateTime = (seconds: number, lang: string) => new Date(seconds * 1000).toLocaleString(lang);

/** One proposal: its text, results, the caller's vote and the vote form. */
export function ProposalView({ proposal }: { proposal: ProposalDetail }) {
  const { t, i18n } = useTranslation();
  const engine = useWalletEngine();
  const xman = useXmanStatus();
  const vote = useVote(engine.data);
  const [choice, setChoice] = useState<string>(String(proposal.my_vote?.option ?? ""));
  const [notMember, setNotMember] = useState(false);

  const submit = () => {
    if (!xman.data?.is_xman) {
      setNotMember(true);
      return;
    }
    vote.mutate(
      { proposal, option: Number(choice) },
      {
        onSuccess: () => toast({ message: t("dao.vote.counted"), type: "success" }),
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Card withBorder padding="lg" data-testid="proposal-view">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={3}>{proposal.title}</Title>
          <Badge color={proposal.state === "active" ? "teal.9" : "gray.7"}>
            {t(`dao.vote.state.${proposal.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("dao.vote.window", {
            start: dateTime(proposal.starts_at, i18n.language),
            end: dateTime(proposal.ends_at, i18n.language),
          })}{" "}
          · {t("dao.vote.snapshot", { block: proposal.snapshot_block })}
        </Text>
        <Text style={{ whiteSpace: "pre-wrap" }}>{proposal.body}</Text>
        <ProposalResults proposal={proposal} />
        <Text size="sm" data-testid="my-vote">
          {proposal.my_vote
            ? t("dao.vote.myVote", {
                option: proposal.options[proposal.my_vote.option] ?? "",
                weight: proposal.my_vote.weight,
              })
            : t("dao.vote.notVoted")}
        </Text>
        {proposal.state === "active" && (
          <Stack gap="sm">
            <Radio.Group value={choice} onChange={setChoice} label={t("dao.vote.choose")}>
              <Stack gap="xs" mt="xs">
                {proposal.options.map((label, option) => (
                  <Radio key={label} value={String(option)} label={label} />
                ))}
              </Stack>
            </Radio.Group>
            {notMember && <NotMemberNotice />}
            <Group>
              <Button onClick={submit} disabled={choice === ""} loading={vote.isPending}>
                {proposal.my_vote ? t("dao.vote.change") : t("dao.vote.sign")}
              </Button>
              {vote.isPending && (
                <Text size="sm" c="dimmed">
                  {t("dao.vote.signing")}
                </Text>
              )}
            </Group>
          </Stack>
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => downloadVoteExport(proposal.proposal_id).catch(showError)}
        >
          {t("dao.vote.export")}
        </Anchor>
      </Stack>
    </Card>
  );
}
