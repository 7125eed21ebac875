import { isKolVideoLink, type KolProfile } from "@icms/protocol";
import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ExpandableText } from "../../ui/ExpandableText";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { VideoPlayer } from "../../ui/VideoPlayer";
import { LikeButton } from "./LikeButton";
import { PlatformLinks } from "./PlatformLinks";
import { kolPaths } from "./paths";
import { countryNamer, type KolRef, useCountries, useKolDetail } from "./queries";
import { ScoreBars } from "./ScoreBars";

function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A linked video plays on its own site; an uploaded mp4 plays here. */
function KolVideo({ kol }: { kol: KolProfile }) {
  const { t } = useTranslation();
  if (isKolVideoLink(kol.video_url)) {
    return (
      <Anchor href={kol.video_url} target="_blank" rel="noopener noreferrer">
        {t("kol.detail.watchVideo", { host: new URL(kol.video_url).hostname })}
      </Anchor>
    );
  }
  return <VideoPlayer src={kol.video_url} title={kol.name} />;
}

function Profile({ kol }: { kol: KolProfile }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const countryName = countryNamer(countries.data);
  return (
    <Stack gap="lg">
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Avatar src={kol.user.avatar_url || null} size={96} radius="xl" alt="">
          {kol.name.slice(0, 1)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Text c="dimmed" size="sm">
            {t(`kol.gender.${kol.gender}`)}
          </Text>
          <Text size="sm">
            {t("kol.card.countries")}: {kol.countries.map(countryName).join(", ")}
          </Text>
          {kol.tags.length > 0 && (
            <Group gap={6} role="group" aria-label={t("kol.card.tags")}>
              {kol.tags.map((tag) => (
                <Badge key={tag} component={Link} to={kolPaths.list(tag)} variant="light" style={{ cursor: "pointer" }}>
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
          <PlatformLinks platforms={kol.platforms} />
          <Group>
            <LikeButton kol={kol} />
            {kol.is_self && (
              <Anchor component={Link} to={kolPaths.apply()} size="sm">
                {t("kol.detail.editOwn")}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("kol.detail.synopsis")}
          </Title>
          <ExpandableText>
            <Text style={{ whiteSpace: "pre-wrap" }}>{kol.synopsis}</Text>
          </ExpandableText>
          <Title order={2} size="h3">
            {t("kol.detail.video")}
          </Title>
          <KolVideo kol={kol} />
        </Stack>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kol-scores">
          <Title order={2} size="h3" id="kol-scores" mb="sm">
            {t("kol.detail.scores")}
          </Title>
          <ScoreBars scores={kol.scores} explain />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** /icmsdao/kolDetail?kol_id=&uid=: a KOL's profile with their video, platforms and scores explained. */
export function KolDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kolId = idParam(params.get("kol_id"));
  const uid = idParam(params.get("uid"));
  const ref: KolRef = kolId !== undefined ? { kol_id: kolId } : uid !== undefined ? { uid } : {};
  const kol = useKolDetail(ref);
  if (kolId === undefined && uid === undefined) {
    return (
      <PageFrame title={t("routes.KolDetail")}>
        <Text>{t("kol.detail.missing")}</Text>
        <Anchor component={Link} to={kolPaths.list()}>
          {t("kol.detail.backToList")}
        </Anchor>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={kol.data?.name ?? t("routes.KolDetail")} size="xl">
      <QueryStatus query={kol}>{kol.data && <Profile kol={kol.data} />}</QueryStatus>
    </PageFrame>
  );
}
