import type { ActivitySummary } from "@icms/protocol";
import { Anchor, Badge, Card, Group, Image, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatSpan } from "./activity-format";
import { activityPath } from "./queries";
import { PlacesBadge } from "./PlacesBadge";

export const KIND_COLORS: Record<ActivitySummary["kind"], string> = {
  meetup: "blue.9",
  ama: "teal.9",
  hackathon: "grape.9",
  investment: "pink.9",
};

/** One activity in a list: cover, kind, title, time, place and places left. */
export function ActivityCard({ activity, priority = false }: { activity: ActivitySummary; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {activity.cover_url && (
          <Image
            src={activity.cover_url}
            alt=""
            radius="sm"
            w={120}
            h={80}
            fit="cover"
            visibleFrom="xs"
            loading={priority ? "eager" : "lazy"}
          />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Badge variant="filled" color={KIND_COLORS[activity.kind]} size="sm">
              {t(`activities.kind.${activity.kind}`)}
            </Badge>
            {activity.phase === "ended" && (
              <Badge variant="outline" color="gray.8" size="sm">
                {t("activities.phase.ended")}
              </Badge>
            )}
            {activity.phase === "ongoing" && (
              <Badge variant="filled" color="teal.9" size="sm">
                {t("activities.phase.ongoing")}
              </Badge>
            )}
            {activity.phase !== "ended" && <PlacesBadge activity={activity} />}
          </Group>
          <Anchor component={Link} to={activityPath(activity)} fw={600} c="var(--mantine-color-text)">
            <h2 style={{ fontSize: "var(--mantine-font-size-lg)", margin: 0 }}>{activity.title}</h2>
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatSpan(activity, i18n.language)}
          </Text>
          <Text size="sm" lineClamp={1}>
            {activity.place || t("activities.online")}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
