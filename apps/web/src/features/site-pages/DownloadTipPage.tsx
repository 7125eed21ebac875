import { api } from "@icms/protocol";
import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../app/gateway";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { sitePageKeys } from "./queries";

/** /downloadTip: the newest app release per platform (`wallet_msrv/get_app_latest_version`). */
export function DownloadTipPage() {
  const { t, i18n } = useTranslation();
  const releases = useQuery({
    queryKey: sitePageKeys.releases(),
    queryFn: () => callGateway(api.wallet_msrv.get_app_latest_version, {}),
  });
  const list = releases.data ?? [];
  return (
    <PageFrame title={t("routes.DownloadTip")} size="md">
      <Text>{t("pages.download.intro")}</Text>
      <QueryStatus query={releases} empty={list.length === 0} emptyText={t("pages.download.none")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {list.map((release) => {
            const platform = t(
              release.platform === "ios" ? "pages.download.platform.ios" : "pages.download.platform.android",
            );
            return (
              <Card key={release.platform} withBorder radius="md" padding="lg">
                <Stack gap="xs">
                  <Title order={2} fz="lg">
                    {platform}
                  </Title>
                  <Text fw={500}>{t("pages.download.version", { version: release.version })}</Text>
                  <Text fz="sm" c="dimmed">
                    {t("pages.download.released")}{" "}
                    <time dateTime={release.released_at}>
                      {new Date(release.released_at).toLocaleDateString(i18n.language)}
                    </time>
                  </Text>
                  {release.notes && <Text fz="sm">{release.notes}</Text>}
                  <Button component="a" href={release.url} rel="noopener">
                    {t("pages.download.get", { platform })}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </QueryStatus>
    </PageFrame>
  );
}
