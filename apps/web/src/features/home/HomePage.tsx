import { Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { withStrings } from "../../i18n/strings";

// The feeds are below the fold: their code and strings are a download of their own.
const HomeFeeds = lazy(withStrings("home", () => import("./HomeFeeds").then((m) => ({ default: m.HomeFeeds }))));

const AREAS = [
  { key: "compass", to: "/appcms/compass_howto" },
  { key: "spacex", to: "/appcms/spacex_article" },
  { key: "news", to: "/appcms/flashnews_list" },
  { key: "planet", to: "/appsocial/social_index" },
  { key: "courses", to: "/appedu/course_home" },
  { key: "dao", to: "/icmsdao/icms_index" },
] as const;

/** /index: what the platform offers, the way into each area, and the newest content and members. */
export function HomePage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t("home.title")} · ICMS`;
  }, [t]);
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <Container size="lg" py={56}>
          <Stack gap="md" maw={680}>
            <Title order={1} id="home-title" fz={{ base: 30, sm: 42 }}>
              {t("home.title")}
            </Title>
            <Text fz="lg">{t("home.tagline")}</Text>
            <Group>
              <Button component={Link} to="/appcms/compass_howto" variant="white" color="dark">
                {t("home.explore")}
              </Button>
              <Button component={Link} to="/icmsdao/icms_intro" variant="outline" color="white">
                {t("home.joinDao")}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>
      <Container size="lg" py="xl" component="section" aria-labelledby="home-areas">
        <Title order={2} id="home-areas" mb="md">
          {t("home.areas")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {AREAS.map((area) => (
            <Card key={area.key} withBorder radius="md" padding="lg" component={Link} to={area.to}>
              <Text fw={700} fz="lg">
                {t(`nav.${area.key}`)}
              </Text>
              <Text c="dimmed" size="sm" mt={4}>
                {t(`home.area.${area.key}`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <Container size="lg" pb="xl">
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} mx="auto" display="block" />}>
          <HomeFeeds />
        </Suspense>
      </Container>
    </>
  );
}
