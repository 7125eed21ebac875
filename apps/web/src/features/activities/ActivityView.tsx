import type { ActivityDetail } from "@icms/protocol";
import { Anchor, Badge, Button, Group, Image, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { QueryStatus } from "../../ui/QueryStatus";
import "../../ui/article-content.css";
import { KIND_COLORS } from "./ActivityCard";
import { formatSpan } from "./activity-format";
import { useActivity } from "./queries";
import { SignupPanel } from "./SignupPanel";

/** The body, cleaned by the gateway against its allowlist when the operator saved it. */
function ActivityBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway sanitises activity content server-side.
  return <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * An activity's page (`activity_id` in the query): cover, kind, time, place or link, body and the
 * signup panel. `extra` adds what one kind shows besides (the investment page's notes).
 */
export function ActivityView({ fallbackTitle, extra }: { fallbackTitle: string; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const activityId = idParam(params.get("activity_id"));
  const activity = useActivity(activityId);
  const data: ActivityDetail | undefined = activity.data;
  return (
    <PageFrame
      title={data?.title ?? fallbackTitle}
      size="md"
      actions={
        data && (
          <Group gap="xs">
            <ShareButton />
            {data.can_edit && (
              <Button
                component={Link}
                variant="light"
                to={`/ucenter/activityindex/activity_signups?activity_id=${data.activity_id}`}
              >
                {t("activities.admin.signups")}
              </Button>
            )}
          </Group>
        )
      }
    >
      {!activityId && <Text c="dimmed">{t("activities.notFound")}</Text>}
      {activityId > 0 && (
        <QueryStatus query={activity}>
          {data && (
            <Stack gap="md">
              <Group gap={6}>
                <Badge variant="filled" color={KIND_COLORS[data.kind]}>
                  {t(`activities.kind.${data.kind}`)}
                </Badge>
                <Badge variant="outline" color="gray.8">
                  {t(`activities.phase.${data.phase}`)}
                </Badge>
              </Group>
              {data.cover_url && <Image src={data.cover_url} alt="" radius="md" mah={320} fit="cover" />}
              <Stack gap={4}>
                <Text>
                  <strong>{t("activities.when")}</strong> {formatSpan(data, i18n.language)}
                </Text>
                {data.place && (
                  <Text>
                    <strong>{t("activities.where")}</strong> {data.place}
                  </Text>
                )}
                {data.online_url && (
                  <Text>
                    <strong>{t("activities.link")}</strong>{" "}
                    <Anchor href={data.online_url} target="_blank" rel="noopener noreferrer">
                      {data.online_url}
                    </Anchor>
                  </Text>
                )}
              </Stack>
              {data.abstract && <Text c="dimmed">{data.abstract}</Text>}
              {extra}
              <SignupPanel activity={data} />
              <ActivityBody html={data.content} />
            </Stack>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}
