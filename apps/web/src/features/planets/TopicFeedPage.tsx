import { Button, Group, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { idParam } from "../../app/paths";
import { pagedItems } from "../../queries/content";
import { isSignedIn, useSession } from "../../session/session-store";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { PullToRefresh } from "../../ui/PullToRefresh";
import { QueryStatus } from "../../ui/QueryStatus";
import { PlanetHeader } from "./PlanetHeader";
import { planetPaths } from "./paths";
import { type FeedFilter, usePlanet, useTopicFeed } from "./queries";
import { TopicCard } from "./TopicCard";

interface FeedProps {
  filter: FeedFilter;
  ownerUid?: number;
  canComment: boolean;
  emptyText: string;
}

/** Topics, newest first: more load at the end of the page; a pull at the top or the button reloads. */
function TopicFeed({ filter, ownerUid, canComment, emptyText }: FeedProps) {
  const { t } = useTranslation();
  const feed = useTopicFeed(filter);
  const topics = pagedItems(feed.data);
  const refreshing = feed.isRefetching && !feed.isFetchingNextPage;
  return (
    <PullToRefresh onRefresh={() => feed.refetch()}>
      <Stack gap="md">
        <Group justify="flex-end">
          <Button variant="default" size="compact-sm" loading={refreshing} onClick={() => void feed.refetch()}>
            {t("planets.feed.refresh")}
          </Button>
        </Group>
        <QueryStatus query={feed} empty={topics.length === 0} emptyText={emptyText}>
          <InfiniteList
            hasMore={feed.hasNextPage}
            loading={feed.isFetchingNextPage}
            onLoadMore={() => void feed.fetchNextPage()}
          >
            {topics.map((topic) => (
              <TopicCard
                key={topic.topic_id}
                topic={topic}
                ownerUid={ownerUid}
                canComment={canComment}
                showPlanet={filter.circle_id === undefined}
              />
            ))}
          </InfiniteList>
        </QueryStatus>
      </Stack>
    </PullToRefresh>
  );
}

/** One planet: its header and its topics. */
function PlanetFeed({ circleId }: { circleId: number }) {
  const { t } = useTranslation();
  const planet = usePlanet(circleId);
  return (
    <PageFrame title={planet.data?.name ?? t("routes.SocialIndex")} actions={planet.data && <ShareButton />}>
      <QueryStatus query={planet} skeletonRows={2}>
        {planet.data && (
          <Stack gap="lg">
            <PlanetHeader planet={planet.data} />
            <TopicFeed
              filter={{ circle_id: circleId }}
              ownerUid={planet.data.owner.uid}
              canComment={planet.data.viewer.can_comment}
              emptyText={t("planets.feed.emptyPlanet")}
            />
          </Stack>
        )}
      </QueryStatus>
    </PageFrame>
  );
}

/**
 * /appsocial/social_index/{circle_id?}: the feed of one planet, or without an id the topics of
 * every planet the viewer joined (of every planet for a visitor, or when they choose so).
 */
export function TopicFeedPage() {
  const { t } = useTranslation();
  const circleId = idParam(useParams().circle_id ?? null);
  const signedIn = isSignedIn(useSession());
  const [scope, setScope] = useState<"joined" | "all">("joined");
  if (circleId > 0) return <PlanetFeed key={circleId} circleId={circleId} />;
  const shown = signedIn ? scope : "all";
  return (
    <PageFrame
      title={t("routes.SocialIndex")}
      actions={
        <Group gap="xs">
          <Button component={Link} to={planetPaths.home()} variant="default">
            {t("planets.feed.discover")}
          </Button>
          {signedIn && (
            <Button component={Link} to={planetPaths.addPlanet()}>
              {t("planets.planet.create")}
            </Button>
          )}
        </Group>
      }
    >
      {signedIn && (
        <SegmentedControl
          aria-label={t("planets.feed.scope")}
          value={scope}
          onChange={(value) => setScope(value as "joined" | "all")}
          data={[
            { value: "joined", label: t("planets.feed.joined") },
            { value: "all", label: t("planets.feed.all") },
          ]}
        />
      )}
      <TopicFeed
        key={shown}
        filter={{ scope: shown }}
        canComment={signedIn}
        emptyText={t(shown === "joined" ? "planets.feed.emptyJoined" : "planets.feed.emptyAll")}
      />
    </PageFrame>
  );
}
