import { ARTICLE_TYPE, type ArticleDetail } from "@icms/protocol";
import { Divider, Image, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { QueryStatus } from "../../ui/QueryStatus";
import { ReadingBeacon } from "../../ui/ReadingBeacon";
import "../../ui/article-content.css";
import "../../ui/content/content.css";
import { ArticleActions } from "./ArticleActions";
import { ArticleComments } from "./ArticleComments";
import { ArticleMeta, ArticleTags } from "./ArticleMeta";
import { idParam } from "../../app/paths";
import { useArticle } from "../../queries/content";
import { ShareLinks } from "./ShareLinks";

/**
 * The body of an article. `content` is HTML the gateway cleaned against its allowlist before
 * storing it, so it is the one field rendered as HTML.
 */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway sanitises article content server-side.
  return <div className="article-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The frame shared by the article and video pages: title, meta, media, actions, comments. */
export function ArticleView({
  fallbackTitle,
  media,
}: {
  fallbackTitle: string;
  media: (a: ArticleDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const articleId = idParam(params.get("article_id"));
  const article = useArticle(articleId);
  const data = article.data;

  return (
    <PageFrame title={data?.title ?? fallbackTitle} size="md" actions={data && <ShareButton />}>
      {!articleId && <Text c="dimmed">{t("cms.noArticle")}</Text>}
      {articleId > 0 && (
        <QueryStatus query={article}>
          {data && (
            <>
              <ArticleMeta article={data} />
              {media(data)}
              <ReadingBeacon
                kind={data.article_type === ARTICLE_TYPE.video ? "video" : "article"}
                id={data.article_id}
              />
              <ArticleTags tags={data.tags} />
              <Paper withBorder radius="md" p="md">
                <ArticleActions article={data} />
                <Divider my="sm" />
                <ShareLinks path={`${pathname}${search}`} title={data.title} />
              </Paper>
              <ArticleComments articleId={data.article_id} open={data.is_open === 1} count={data.comment_count} />
            </>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}

/** /appcms/spacex_article_detail?article_id=: an article with its cover, body and comments. */
export function ArticleDetailPage() {
  const { t } = useTranslation();
  return (
    <ArticleView
      fallbackTitle={t("routes.SpacexArticleDetail")}
      media={(article) => (
        <>
          {article.cover_url && (
            <Image src={article.cover_url} alt="" radius="md" mah={420} fit="cover" fetchPriority="high" />
          )}
          {article.abstract && <p className="article-abstract">{article.abstract}</p>}
          <ArticleBody html={article.content} />
        </>
      )}
    />
  );
}
