import type { KolScores } from "@icms/protocol";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../ui/RelativeTime";

/** The five scores in the spec's order, with the label the spec gives them. */
const SCORE_FIELDS = [
  ["a_i", "A_I"],
  ["a_e", "A_E"],
  ["i_i", "I_I"],
  ["i_e", "I_E"],
  ["p_i", "P_I"],
] as const;
type ScoreField = (typeof SCORE_FIELDS)[number][0];

/** One score as a bar from 0 to 100, its name and what it measures. */
function ScoreBar({
  field,
  label,
  value,
  explain,
}: {
  field: ScoreField;
  label: string;
  value: number;
  explain: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const name = t(`kol.score.name.${field}`);
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} id={labelId}>
          {label} · {name}
        </Text>
        <Text size="sm" fw={600}>
          {Math.round(value)}
        </Text>
      </Group>
      {/* The section is the progressbar: it carries the name. */}
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={Math.min(100, Math.max(0, value))} aria-labelledby={labelId} />
      </Progress.Root>
      {explain && (
        <Text size="xs" c="dimmed" mt={2}>
          {t(`kol.score.explain.${field}`)}
        </Text>
      )}
    </div>
  );
}

/**
 * A KOL's scores as bars from 0 to 100: the overall score, then A_I, A_E, I_I, I_E and P_I.
 * With `explain` each bar says what it measures (the profile); the cards show the bars only.
 */
export function ScoreBars({ scores, explain = false }: { scores: KolScores; explain?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={explain ? "sm" : 6}>
      <Group justify="space-between">
        <Text fw={700}>{t("kol.score.overall", { score: Math.round(scores.score) })}</Text>
        {explain && scores.computed_at && (
          <Text size="xs" c="dimmed">
            {t("kol.score.computed")} <RelativeTime value={scores.computed_at} />
          </Text>
        )}
      </Group>
      {SCORE_FIELDS.map(([field, label]) => (
        <ScoreBar key={field} field={field} label={label} value={scores[field]} explain={explain} />
      ))}
      {explain && !scores.computed_at && (
        <Text size="xs" c="dimmed">
          {t("kol.score.notYet")}
        </Text>
      )}
    </Stack>
  );
}
