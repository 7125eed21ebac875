import type { Topic } from "@icms/protocol";
import { Anchor, Avatar, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../session/session-store";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { ExpandableText } from "../../ui/ExpandableText";
import { showError, toast } from "../../ui/notify";
import { ReadingBeacon } from "../../ui/ReadingBeacon";
import { RelativeTime } from "../../ui/RelativeTime";
import { VideoPlayer } from "../../ui/VideoPlayer";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { planetPaths } from "./paths";
import { useDeleteTopic, useLikeTopic } from "./queries";
import { showPostError } from "./planet-errors";
import { StarLordBadge } from "./StarLordBadge";
import { TopicBody } from "./TopicBody";
import { TopicComments } from "./TopicComments";

interface TopicCardProps {
  topic: Topic;
  /** The planet's owner when the feed is one planet's: their posts carry the star lord badge. */
  ownerUid?: number;
  /** The viewer may comment and like in the topic's planet (unknown in the feed of all planets: the gateway decides). */
  canComment: boolean;
  /** Shows the planet's name above the topic (the feed of several planets). */
  showPlanet: boolean;
}

function Attachments({ topic }: { topic: Topic }) {
  if (topic.attachments.length === 0) return null;
  return (
    <ul className="plain-list">
      {topic.attachments.map((file) => (
        <li key={file.url}>
          <Anchor href={file.url} target="_blank" rel="noopener noreferrer" download={file.name} size="sm">
            {file.name}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

/** One topic of a feed: the text (collapsed after three lines), images, video, attachments, likes and comments. */
export function TopicCard({ topic, ownerUid, canComment, showPlanet }: TopicCardProps) {
  const { t } = useTranslation();
  const { uid } = useSession();
  const headingId = useId();
  const like = useLikeTopic();
  const remove = useDeleteTopic();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const own = uid !== null && Number(uid) === topic.author.uid;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId} data-testid="topic">
      <Stack gap="sm">
        {showPlanet && (
          <Anchor component={Link} to={planetPaths.feed(topic.circle_id)} size="sm" c="dimmed">
            <Group gap={6} component="span">
              <Avatar src={topic.circle_icon_url || null} size={18} radius="sm" alt="" />
              {topic.circle_name}
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <AuthorBadge
            author={topic.author}
            size={32}
            extra={
              <Group gap={6} component="span">
                {topic.author.uid === ownerUid && <StarLordBadge />}
                <RelativeTime value={topic.created_at} />
              </Group>
            }
          />
          {topic.can_delete && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDeleting(true)}>
              {t("planets.topic.delete")}
            </Button>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {topic.icon_url && <Avatar src={topic.icon_url} size={40} radius="sm" alt="" />}
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" id={headingId} style={{ wordBreak: "break-word" }}>
              {topic.name}
            </Title>
            {topic.intro && (
              <Text size="sm" c="dimmed">
                {topic.intro}
              </Text>
            )}
          </div>
        </Group>
        <ExpandableText
          video={topic.video_url ? <VideoPlayer src={topic.video_url} title={topic.name} /> : undefined}
          attachments={topic.attachments.length > 0 ? <Attachments topic={topic} /> : undefined}
        >
          <TopicBody html={topic.content} />
          <ReadingBeacon kind="topic" id={topic.topic_id} viewWhen="seen" />
        </ExpandableText>
        {topic.image_urls.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            {topic.image_urls.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                <Image src={url} alt={t("planets.topic.image", { index: index + 1 })} radius="sm" h={120} fit="cover" />
              </a>
            ))}
          </SimpleGrid>
        )}
        <Group gap="xs">
          <Button
            variant={topic.is_liked ? "filled" : "light"}
            size="compact-sm"
            aria-pressed={topic.is_liked}
            disabled={own || topic.is_liked || uid === null}
            title={own ? t("planets.topic.cannotLikeOwn") : undefined}
            loading={like.isPending}
            onClick={() =>
              like.mutate(topic.topic_id, {
                onError: showPostError,
              })
            }
          >
            {t("planets.topic.likes", { count: topic.like_count })}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={commentsOpen}
            onClick={() => setCommentsOpen((open) => !open)}
          >
            {t("planets.topic.comments", { count: topic.comment_count })}
          </Button>
        </Group>
        {commentsOpen && <TopicComments topicId={topic.topic_id} canComment={canComment} ownerUid={ownerUid} />}
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t("planets.topic.deleteTitle")}
        body={t("planets.topic.deleteBody", { name: topic.name })}
        confirmLabel={t("planets.topic.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(topic.topic_id, {
            onSuccess: () => {
              setDeleting(false);
              toast({ message: t("planets.topic.deleted"), type: "success" });
            },
            onError: showError,
          })
        }
      />
    </Paper>
  );
}
