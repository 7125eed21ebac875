import type { KolSummary } from "@icms/protocol";
import { Anchor, Avatar, Badge, Box, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LikeButton } from "./LikeButton";
import { kolPaths } from "./paths";
import { PlatformLinks } from "./PlatformLinks";
import { ScoreBars } from "./ScoreBars";

interface KolCardProps {
  kol: KolSummary;
  countryName: (code: string) => string;
}

/**
 * A KOL in the list: avatar, name (the profile link), countries, tags (each a filter), scores,
 * their platforms and likes.
 */
function KolCard({ kol, countryName }: KolCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="kol" h="100%">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={kol.user.avatar_url || null} size={56} radius="xl" alt="">
            {kol.name.slice(0, 1)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={kolPaths.detail(kol)} fw={600} lineClamp={1}>
              {kol.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t("kol.card.countries")}: {kol.countries.map(countryName).join(", ")}
            </Text>
          </Stack>
        </Group>
        {kol.synopsis && (
          <Text size="sm" lineClamp={2}>
            {kol.synopsis}
          </Text>
        )}
        {kol.tags.length > 0 && (
          <Group gap={6} aria-label={t("kol.card.tags")} role="group">
            {kol.tags.map((tag) => (
              <Badge key={tag} component={Link} to={kolPaths.list(tag)} variant="light" style={{ cursor: "pointer" }}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <ScoreBars scores={kol.scores} />
        <Group wrap="wrap">
          <PlatformLinks platforms={kol.platforms} />
          <Box ml="auto">
            <LikeButton kol={kol} size="xs" />
          </Box>
        </Group>
      </Stack>
    </Paper>
  );
}

/** KOLs in a responsive grid: one column on a phone, two on a tablet, three on a wide screen. */
export function KolGrid({ kols, countryName }: { kols: KolSummary[]; countryName: (code: string) => string }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} className="plain-list">
      {kols.map((kol) => (
        <li key={kol.kol_id}>
          <KolCard kol={kol} countryName={countryName} />
        </li>
      ))}
    </SimpleGrid>
  );
}
