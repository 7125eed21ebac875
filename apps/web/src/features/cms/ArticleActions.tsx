import type { ArticleDetail } from "@icms/protocol";
import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showError } from "../../ui/notify";
import { useRequireLogin } from "../../session/use-require-login";
import { useCollectArticle, useLikeArticle } from "./article-queries";

/**
 * Like and collect. The gateway decides what is allowed: liking twice (801103) or one's own
 * article (801104), collecting one's own (801106); its refusal shows through showError.
 */
export function ArticleActions({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const like = useLikeArticle(article.article_id);
  const collect = useCollectArticle(article.article_id);
  const requireLogin = useRequireLogin();

  return (
    <Group gap="sm">
      <Button
        variant={article.is_like ? "filled" : "light"}
        color="red"
        aria-pressed={article.is_like}
        loading={like.isPending}
        onClick={() => requireLogin() && like.mutate(undefined, { onError: showError })}
      >
        {t(article.is_like ? "cms.liked" : "cms.like", { count: article.like_count })}
      </Button>
      <Button
        variant={article.is_collect ? "filled" : "light"}
        color="grape"
        aria-pressed={article.is_collect}
        loading={collect.isPending}
        onClick={() => requireLogin() && collect.mutate(article.is_collect, { onError: showError })}
      >
        {t(article.is_collect ? "cms.collected" : "cms.collect", { count: article.collect_count })}
      </Button>
    </Group>
  );
}
