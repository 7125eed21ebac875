import { SPECIAL_TYPE } from "@icms/protocol";
import { Button, SimpleGrid, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { InfiniteList } from "../../ui/InfiniteList";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { pagedItems, useSpecialFeed } from "./queries";
import { SpecialCard } from "./SpecialCard";

function SpecialGrid({ specialType }: { specialType: 1 | 2 }) {
  const { t } = useTranslation();
  const feed = useSpecialFeed({ special_type: specialType });
  const items = pagedItems(feed.data);
  return (
    <QueryStatus query={feed} empty={items.length === 0} emptyText={t("cms.special.empty")}>
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
  return (
    <PageFrame
      title={t("routes.SpecialList")}
      actions={
        <Button component={Link} to={`/ucenter/write_special?article_type=1&special_type=${tab}`} variant="light">
          {t(tab === "2" ? "cms.special.createChannel" : "cms.special.create")}
        </Button>
      }
    >
      <Tabs value={tab} onChange={(value) => setParams({ special_type: value ?? "1" }, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="1">{t("cms.special.specials")}</Tabs.Tab>
          <Tabs.Tab value="2">{t("cms.special.channels")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <SpecialGrid key={tab} specialType={tab === "2" ? SPECIAL_TYPE.channel : SPECIAL_TYPE.special} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
