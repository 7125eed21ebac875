import type { SpecialSummary } from "@icms/protocol";
import { Anchor, Badge, Card, Group, Image, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { truncateText } from "../text-width";
import { AuthorBadge } from "./AuthorBadge";
import { specialPath } from "../../app/paths";
import "./content.css";

/** A special (column) or channel in a grid: cover, name, abstract, owner and counts. */
export function SpecialCard({ special, headingLevel = 2 }: { special: SpecialSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card withBorder radius="md" padding="md" component="article" className="article-card article-card--tile">
      {special.cover_url && (
        <div className="article-card__cover">
          <Image src={special.cover_url} alt="" h="100%" w="100%" fit="cover" loading="lazy" />
        </div>
      )}
      <Stack gap={6} className="article-card__body">
        <Group gap={6}>
          <Badge variant="light" size="sm" color={special.special_type === 2 ? "grape" : "indigo"}>
            {t(special.special_type === 2 ? "content.special.channel" : "content.special.special")}
          </Badge>
          {special.is_open === 0 && (
            <Badge variant="outline" color="gray" size="sm">
              {t("content.special.closed")}
            </Badge>
          )}
        </Group>
        <Heading className="article-card__title">
          <Anchor component={Link} to={specialPath(special.special_id)} c="inherit" fw={700} lineClamp={1}>
            {special.name}
          </Anchor>
        </Heading>
        {special.abstract && (
          <Text size="sm" c="dimmed">
            {truncateText(special.abstract, 120)}
          </Text>
        )}
        <Group justify="space-between" gap="xs" mt="auto">
          <AuthorBadge author={special.owner} size={24} />
          <Text size="xs" c="dimmed">
            {t("content.special.counts", { followers: special.follow_count, articles: special.article_count })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
