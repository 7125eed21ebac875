import type { PlanetSummary } from "@icms/protocol";
import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { displayName } from "../../ui/content/AuthorBadge";
import { gateRule } from "./gate-rule";
import { planetPaths } from "./paths";

/** A planet in a list: icon, name (its link), introduction, owner, counts and who may join. */
function PlanetCard({ planet }: { planet: PlanetSummary }) {
  const { t } = useTranslation();
  const rule = gateRule(planet);
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="planet" h="100%">
      <Group align="flex-start" wrap="nowrap">
        <Avatar src={planet.icon_url || null} size={48} radius="md" alt="">
          {planet.name.slice(0, 1)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={planetPaths.feed(planet.circle_id)} fw={600} lineClamp={1}>
              {planet.name}
            </Anchor>
            <Badge size="xs" color={planet.is_public ? "teal.9" : "gray.7"} style={{ flexShrink: 0 }}>
              {t(planet.is_public ? "planets.planet.public" : "planets.planet.private")}
            </Badge>
          </Group>
          {planet.introduction && (
            <Text size="sm" lineClamp={2}>
              {planet.introduction}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t("planets.starLord")}: {displayName(planet.owner)} ·{" "}
            {t("planets.planet.members", { count: planet.member_count })} ·{" "}
            {t("planets.planet.topics", { count: planet.topic_count })}
          </Text>
          {planet.gate_kind !== "none" && (
            <Text size="xs" c="dimmed">
              {t(rule.key, rule.values)}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Planets in a responsive grid: one column on a phone, two from a tablet up. */
export function PlanetGrid({ planets }: { planets: PlanetSummary[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} className="plain-list">
      {planets.map((planet) => (
        <li key={planet.circle_id}>
          <PlanetCard planet={planet} />
        </li>
      ))}
    </SimpleGrid>
  );
}
