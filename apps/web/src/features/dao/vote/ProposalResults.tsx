import type { ProposalDetail } from "@icms/protocol";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Each option's weight as a bar; the caller's option is marked. */
export function ProposalResults({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useTranslation();
  const total = proposal.total_weight;
  return (
    <Stack gap="xs" aria-label={t("dao.vote.results")} role="list">
      {proposal.results.map((result) => {
        const share = total > 0 ? Math.round((result.weight / total) * 100) : 0;
        const mine = proposal.my_vote?.option === result.option;
        return (
          <Stack key={result.option} gap={4} role="listitem" data-testid={`result-${result.option}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={mine ? 700 : 400}>
                {result.label}
                {mine ? ` · ${t("dao.vote.myChoice")}` : ""}
              </Text>
              <Text size="sm" c="dimmed">
                {t("dao.vote.weightOf", { weight: result.weight, voters: result.voters, share })}
              </Text>
            </Group>
            <Progress value={share} aria-label={result.label} color={mine ? "teal" : "blue"} />
          </Stack>
        );
      })}
    </Stack>
  );
}
