import { SPECIAL_TYPE } from "@icms/protocol";
import { Button, SegmentedControl, SimpleGrid, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { isSignedIn, useSession } from "../../session/session-store";
import { pagedItems, useJoinedSpecials, useSpecialFeed } from "../../queries/content";
import { SpecialCard } from "../../ui/content/SpecialCard";

function SpecialGrid({ specialType, joined = false }: { specialType: 1 | 2; joined?: boolean }) {
  const { t } = useTranslation();
  const all = useSpecialFeed({ special_type: specialType }, !joined);
  const mine = useJoinedSpecials(specialType, joined);
  const feed = joined ? mine : all;
  const items = pagedItems(feed.data);
  return (
    <QueryStatus
      query={feed}
      empty={items.length === 0}
      emptyText={t(joined ? "cms.special.joinedEmpty" : "cms.special.empty")}
    >
      <InfiniteList
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        onLoadMore={() => void feed.fetchNextPage()}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {items.map((special) => (
            <SpecialCard key={special.special_id} special={special} />
          ))}
        </SimpleGrid>
      </InfiniteList>
    </QueryStatus>
  );
}

/** /appcms/special_list: specials (one author's columns) and channels (open topic streams). */
export function SpecialListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("special_type") === "2" ? "2" : "1";
  const signedIn = isSignedIn(useSession());
  const joined = signedIn && params.get("joined") === "1";
  const setQuery = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <PageFrame
      title={t("routes.SpecialList")}
      actions={
        <Button component={Link} to={`/ucenter/write_special?article_type=1&special_type=${tab}`} variant="light">
          {t(tab === "2" ? "cms.special.createChannel" : "cms.special.create")}
        </Button>
      }
    >
      {signedIn && (
        <SegmentedControl
          aria-label={t("cms.special.show")}
          size="xs"
          style={{ alignSelf: "flex-start" }}
          value={joined ? "joined" : "all"}
          onChange={(value) => setQuery({ joined: value === "joined" ? "1" : null })}
          data={[
            { value: "all", label: t("cms.special.all") },
            { value: "joined", label: t("cms.special.joined") },
          ]}
        />
      )}
      <Tabs value={tab} onChange={(value) => setQuery({ special_type: value ?? "1" })}>
        <Tabs.List>
          <Tabs.Tab value="1">{t("cms.special.specials")}</Tabs.Tab>
          <Tabs.Tab value="2">{t("cms.special.channels")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <SpecialGrid
            key={`${tab}-${joined}`}
            specialType={tab === "2" ? SPECIAL_TYPE.channel : SPECIAL_TYPE.special}
            joined={joined}
          />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
