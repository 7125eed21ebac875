import { ARTICLE_TYPE } from "@icms/protocol";
import { Button, Group, Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { ArticleFeed } from "../../ui/content/ArticleFeed";

/** /appcms/compass_howto: HowTo articles and HowTo videos, in two tabs (`article_type` picks one). */
export function HowtoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("article_type") === "2" ? "2" : "1";
  return (
    <PageFrame
      title={t("routes.CompassHowto")}
      actions={
        <Group gap="xs">
          <Button component={Link} to="/ucenter/write_article?article_type=1&is_howto=1" variant="light">
            {t("nav.writeHowtoArticle")}
          </Button>
          <Button component={Link} to="/ucenter/write_video?article_type=2&is_howto=1" variant="light">
            {t("nav.writeHowtoVideo")}
          </Button>
        </Group>
      }
    >
      <Tabs value={tab} onChange={(value) => setParams({ article_type: value ?? "1" }, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="1">{t("cms.howtoArticles")}</Tabs.Tab>
          <Tabs.Tab value="2">{t("cms.howtoVideos")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="1" pt="md">
          {tab === "1" && <ArticleFeed filter={{ article_type: ARTICLE_TYPE.article, is_howto: 1 }} />}
        </Tabs.Panel>
        <Tabs.Panel value="2" pt="md">
          {tab === "2" && <ArticleFeed filter={{ article_type: ARTICLE_TYPE.video, is_howto: 1 }} layout="tile" />}
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
