import type { CreatorLevel, LevelRule } from "@icms/protocol";
import { Anchor, Badge, Group, List, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../../ui/DataTable";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { SectionCard } from "../../ui/SectionCard";
import { SIGNALS } from "./figures";
import { useFormats } from "./format";
import { levelName, rightText } from "./level-words";
import { DATACENTRE_PATH } from "./paths";
import { useCreatorLevel } from "./queries";

/**
 * /ucenter/creator_growth: the creator's level, the rights it grants through the privilege
 * system, how far each signal is from the next level, and every level's rules. Rights never
 * replace the DAO's review: a higher level publishes nothing unreviewed.
 */
export function CreatorGrowthPage() {
  const { t } = useTranslation();
  const level = useCreatorLevel();
  return (
    <PageFrame title={t("datacentre.growth.title")}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Text c="dimmed">{t("datacentre.growth.intro")}</Text>
          <Anchor component={Link} to={DATACENTRE_PATH} size="sm">
            {t("datacentre.growth.toDatacentre")}
          </Anchor>
        </Group>
        <QueryStatus query={level} skeletonRows={3}>
          {level.data && <Growth level={level.data} />}
        </QueryStatus>
      </Stack>
    </PageFrame>
  );
}

function Growth({ level }: { level: CreatorLevel }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const next = level.next;
  return (
    <>
      <Paper withBorder radius="md" p="lg" data-testid="growth-current">
        <Stack gap="sm">
          <Group gap="sm">
            <Badge size="xl" variant="filled" data-testid="growth-level">
              {t("datacentre.levels.badge", { level: level.level })}
            </Badge>
            <Title order={2} size="h3">
              {levelName(t, level.name)}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {level.computed_at
              ? t("datacentre.growth.computedAt", { time: new Date(level.computed_at).toLocaleString() })
              : t("datacentre.growth.notComputed")}
          </Text>
          <Title order={3} size="h5">
            {t("datacentre.growth.yourRights")}
          </Title>
          {level.rights.length === 0 ? (
            <Text c="dimmed">{t("datacentre.growth.noRights")}</Text>
          ) : (
            <List data-testid="growth-rights">
              {level.rights.map((right) => (
                <List.Item key={right.privilege_code}>{rightText(t, right.privilege_code, right.val)}</List.Item>
              ))}
            </List>
          )}
          <Text size="sm" c="dimmed">
            {t("datacentre.growth.reviewStill")}
          </Text>
        </Stack>
      </Paper>
      <SectionCard titleId="growth-next-title" title={t("datacentre.growth.next")}>
        {next ? (
          <Stack gap="md" data-testid="growth-next">
            <Text>{t("datacentre.growth.nextLevel", { level: next.level, name: levelName(t, next.name) })}</Text>
            <Progress
              value={Math.round(next.ratio * 100)}
              size="lg"
              aria-label={t("datacentre.growth.overall", { percent: Math.round(next.ratio * 100) })}
            />
            {/* A signal the next level does not ask for is met already: only the others are listed. */}
            {next.progress
              .filter((signal) => signal.need > 0)
              .map((signal) => {
                const percent = signal.need > 0 ? Math.min(100, Math.round((signal.have / signal.need) * 100)) : 100;
                const label = t(`datacentre.signal.${signal.signal}`);
                return (
                  <Stack key={signal.signal} gap={2} data-testid={`growth-signal-${signal.signal}`}>
                    <Group justify="space-between">
                      <Text size="sm">{label}</Text>
                      <Text size="sm" c={signal.have >= signal.need ? "teal.8" : undefined}>
                        {t("datacentre.growth.haveNeed", {
                          have: formats.count(signal.have),
                          need: formats.count(signal.need),
                        })}
                      </Text>
                    </Group>
                    <Progress value={percent} size="sm" aria-label={`${label}: ${percent}%`} />
                  </Stack>
                );
              })}
          </Stack>
        ) : (
          <Text data-testid="growth-top">{t("datacentre.growth.top")}</Text>
        )}
      </SectionCard>
      <SectionCard titleId="growth-levels-title" title={t("datacentre.growth.levels")}>
        <DataTable<LevelRule>
          testId="growth-levels"
          labelledBy="growth-levels-title"
          minWidth={640}
          rows={level.levels}
          rowKey={(rule) => rule.level}
          rowProps={(rule) =>
            rule.level === level.level ? { "aria-current": "true", bg: "var(--mantine-color-blue-light)" } : {}
          }
          columns={[
            {
              header: t("datacentre.growth.level"),
              cell: (rule) => `${t("datacentre.levels.badge", { level: rule.level })} · ${levelName(t, rule.name)}`,
              nowrap: true,
              bold: true,
            },
            {
              header: t("datacentre.growth.requires"),
              cell: (rule) =>
                SIGNALS.filter((signal) => rule.requires[signal] > 0)
                  .map((signal) => `${t(`datacentre.signal.${signal}`)} ≥ ${formats.count(rule.requires[signal])}`)
                  .join("; ") || t("datacentre.growth.nothing"),
            },
            {
              header: t("datacentre.growth.grants"),
              cell: (rule) =>
                rule.rights.map((right) => rightText(t, right.privilege_code, right.val)).join("; ") ||
                t("datacentre.growth.nothing"),
            },
          ]}
        />
      </SectionCard>
    </>
  );
}
