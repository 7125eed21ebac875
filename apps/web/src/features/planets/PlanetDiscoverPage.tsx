import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isSignedIn, useSession } from "../../session/session-store";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { PlanetGrid } from "./PlanetCard";
import { planetPaths } from "./paths";
import { usePlanetList } from "./queries";

const SHOWN = 6;

/** A short list of planets under a heading, with a link to the whole list. */
function PlanetSection({ order, title }: { order: "popular" | "recent"; title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePlanetList({ order, page_size: SHOWN }, 1);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Anchor component={Link} to={`${planetPaths.list()}${order === "recent" ? "?order=recent" : ""}`} size="sm">
          {t("planets.list.seeAll")}
        </Anchor>
      </Group>
      <QueryStatus query={list} empty={list.data?.list.length === 0} emptyText={t("planets.planet.empty")}>
        {list.data && <PlanetGrid planets={list.data.list} />}
      </QueryStatus>
    </Stack>
  );
}

/** /appsocial/circle_index: the planets to discover, the largest and the newest. */
export function PlanetDiscoverPage() {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  return (
    <PageFrame
      title={t("routes.CircleIndex")}
      actions={
        signedIn && (
          <Group gap="xs">
            <Button component={Link} to={planetPaths.mine()} variant="default">
              {t("planets.home.mine")}
            </Button>
            <Button component={Link} to={planetPaths.addPlanet()}>
              {t("planets.planet.create")}
            </Button>
          </Group>
        )
      }
    >
      <PlanetSection order="popular" title={t("planets.home.popular")} />
      <PlanetSection order="recent" title={t("planets.home.recent")} />
    </PageFrame>
  );
}
