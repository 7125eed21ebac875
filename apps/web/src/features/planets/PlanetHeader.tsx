import type { Planet } from "@icms/protocol";
import { Alert, Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { showError, toast } from "../../ui/notify";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { gateRule } from "./gate-rule";
import { JoinControl } from "./JoinControl";
import { planetPaths } from "./paths";
import { useDeletePlanet } from "./queries";
import { StarLordBadge } from "./StarLordBadge";

/** Why the viewer cannot post a topic here, as a locale key, or null when they can. */
function postingNotice(planet: Planet) {
  const { viewer } = planet;
  if (viewer.can_post) return null;
  if (!viewer.is_joined && !viewer.is_owner) return "planets.posting.joinFirst" as const;
  if (planet.is_public === 0 && !viewer.is_owner) return "planets.posting.privateOnly" as const;
  return "planets.posting.gateLost" as const;
}

/** The planet above its feed: icon, name, rule, owner, members, and what the viewer may do. */
export function PlanetHeader({ planet }: { planet: Planet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePlanet();
  const [deleting, setDeleting] = useState(false);
  const notice = postingNotice(planet);
  const rule = gateRule(planet);

  return (
    <Paper withBorder radius="md" p="md" component="header">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={planet.icon_url || null} size={64} radius="md" alt="">
            {planet.name.slice(0, 1)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Title order={2} fz="xl">
                {planet.name}
              </Title>
              <Badge color={planet.is_public ? "teal.9" : "gray.7"}>
                {t(planet.is_public ? "planets.planet.public" : "planets.planet.private")}
              </Badge>
            </Group>
            {planet.introduction && <Text style={{ wordBreak: "break-word" }}>{planet.introduction}</Text>}
            {planet.tags.length > 0 && (
              <Group gap={4}>
                {planet.tags.map((tag) => (
                  <Badge key={tag} variant="outline" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>
        <Group gap="md" wrap="wrap">
          <AuthorBadge author={planet.owner} extra={<StarLordBadge />} />
          <Anchor component={Link} to={planetPaths.members(planet.circle_id)} size="sm">
            {t("planets.planet.members", { count: planet.member_count })}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t("planets.planet.topics", { count: planet.topic_count })}
          </Text>
        </Group>
        <Text size="sm" data-testid="gate-rule">
          {t(rule.key, rule.values)}
        </Text>
        <Group gap="xs">
          {planet.viewer.can_post && (
            <Button component={Link} to={planetPaths.newTopic(planet.circle_id)}>
              {t("planets.topic.new")}
            </Button>
          )}
          <JoinControl planet={planet} />
          {planet.viewer.is_owner && (
            <>
              <Button component={Link} to={planetPaths.editPlanet(planet.circle_id)} variant="default">
                {t("planets.planet.edit")}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                {t("planets.planet.delete")}
              </Button>
            </>
          )}
        </Group>
        {notice && (
          <Alert color="gray" data-testid="posting-notice">
            {t(notice)}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t("planets.planet.deleteTitle")}
        body={t("planets.planet.deleteBody", { name: planet.name })}
        confirmLabel={t("planets.planet.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(planet.circle_id, {
            onSuccess: () => {
              toast({ message: t("planets.planet.deleted"), type: "success" });
              navigate(planetPaths.mine());
            },
            onError: showError,
          })
        }
      />
    </Paper>
  );
}
