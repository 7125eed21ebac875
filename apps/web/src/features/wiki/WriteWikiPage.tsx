import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { useWikiEntry, useWikiRevision } from "./queries";
import { WikiForm } from "./WikiForm";

/** An edit starts from the entry's newest revision (it may still wait for review). */
function EditWiki({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const entry = useWikiEntry(articleId);
  const head = useWikiRevision(articleId, entry.data?.head_commit_id ?? "");
  const title = head.data?.title;
  return (
    <PageFrame title={title ? t("wiki.form.editTitle", { title }) : t("routes.WriteWiki")} size="md">
      <QueryStatus query={entry.isError || entry.isPending ? entry : head} skeletonRows={4}>
        {entry.data && head.data && (
          <WikiForm
            key={entry.data.article_id}
            isHowto={entry.data.is_howto === 1}
            base={{ entry: entry.data, revision: head.data }}
          />
        )}
      </QueryStatus>
    </PageFrame>
  );
}

/** /ucenter/write_wiki?article_type=3&is_howto=&article_id=: a new wiki entry, or an edit of one. */
export function WriteWikiPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const articleId = idParam(params.get("article_id"));
  if (articleId > 0) return <EditWiki articleId={articleId} />;
  return (
    <PageFrame title={t("wiki.form.newTitle")} size="md">
      <WikiForm isHowto={params.get("is_howto") === "1"} />
    </PageFrame>
  );
}
