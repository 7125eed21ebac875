import { Button, Pagination, Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { PlanetGrid } from "./PlanetCard";
import { planetPaths } from "./paths";
import { useMyPlanets } from "./queries";

const PAGE_SIZE = 10;

function MyPlanetList({ kind }: { kind: "owned" | "joined" }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyPlanets(kind, page);
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);
  return (
    <Stack gap="md" pt="md">
      <QueryStatus
        query={list}
        empty={list.data?.list.length === 0}
        emptyText={t(kind === "owned" ? "planets.mine.emptyOwned" : "planets.mine.emptyJoined")}
      >
        {list.data && <PlanetGrid planets={list.data.list} />}
      </QueryStatus>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

/** /appsocial/social_circle_index (auth): the planets the member owns and the ones they joined. */
export function MyPlanetsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t("routes.SocialCircleIndex")}
      actions={
        <Button component={Link} to={planetPaths.addPlanet()}>
          {t("planets.planet.create")}
        </Button>
      }
    >
      <Tabs defaultValue="joined" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="joined">{t("planets.mine.joined")}</Tabs.Tab>
          <Tabs.Tab value="owned">{t("planets.mine.owned")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="joined">
          <MyPlanetList kind="joined" />
        </Tabs.Panel>
        <Tabs.Panel value="owned">
          <MyPlanetList kind="owned" />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
