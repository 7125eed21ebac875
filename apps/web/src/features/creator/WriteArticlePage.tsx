import type { TranslationKey } from "../../i18n";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { idParam } from "../../app/paths";
import { ArticleForm } from "./ArticleForm";
import { useMyArticle } from "./queries";

/** The title of the write screen for a kind of item, new or edited. */
function writeTitle(articleType: 1 | 2, isHowto: boolean, editing: boolean): TranslationKey {
  const kind = isHowto ? (articleType === 2 ? "howtoVideo" : "howtoArticle") : articleType === 2 ? "Video" : "Article";
  return `write.heading.${editing ? "edit" : "new"}.${kind}`;
}

/**
 * /ucenter/write_article and /ucenter/write_video (query: article_type, is_howto, and
 * article_id to edit). A new item goes to review, or online at once when the platform has no
 * review quorum.
 */
export function WritePage({ articleType }: { articleType: 1 | 2 }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const articleId = idParam(params.get("article_id"));
  const isHowto = params.get("is_howto") === "1";
  const existing = useMyArticle(articleId);

  return (
    <PageFrame title={t(writeTitle(articleType, isHowto, articleId > 0))} size="md">
      <Text c="dimmed">{t(articleType === 2 ? "write.introVideo" : "write.intro")}</Text>
      {articleId > 0 ? (
        <QueryStatus query={existing} skeletonRows={4}>
          {existing.data && (
            <ArticleForm
              key={existing.data.article_id}
              article={existing.data}
              articleType={existing.data.article_type === 2 ? 2 : 1}
              isHowto={existing.data.is_howto === 1}
            />
          )}
        </QueryStatus>
      ) : (
        <ArticleForm articleType={articleType} isHowto={isHowto} />
      )}
    </PageFrame>
  );
}

export function WriteArticlePage() {
  return <WritePage articleType={1} />;
}

export function WriteVideoPage() {
  return <WritePage articleType={2} />;
}
