import { ARTICLE_TYPE } from "@icms/protocol";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { ArticleFeed } from "../../ui/content/ArticleFeed";
import { LangFilter, useLangFilter } from "./ArticleListPage";

/** /appcms/spacex_video: online videos as a grid, newest first, with infinite scroll. */
export function VideoListPage() {
  const { t } = useTranslation();
  const [lang, setLang] = useLangFilter();
  return (
    <PageFrame
      title={t("routes.SpacexVideo")}
      actions={
        <Button component={Link} to="/ucenter/write_video?article_type=2" variant="light">
          {t("nav.writeVideo")}
        </Button>
      }
    >
      <LangFilter value={lang} onChange={setLang} />
      <ArticleFeed filter={{ article_type: ARTICLE_TYPE.video, lang }} layout="tile" emptyText={t("cms.emptyVideos")} />
    </PageFrame>
  );
}
