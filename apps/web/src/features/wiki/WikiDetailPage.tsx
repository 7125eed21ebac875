import { Alert, Anchor, Badge, Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { QueryStatus } from "../../ui/QueryStatus";
import { ReadingBeacon } from "../../ui/ReadingBeacon";
import { wikiPaths } from "./paths";
import { RevisionMeta } from "./RevisionMeta";
import { useWikiEntry } from "./queries";
import { WikiBody } from "./WikiBody";

/**
 * /appcms/compass_wiki_detail?article_id=: the entry's last approved revision, with its commit
 * id, editor, time and reason, and the ways to its history and to an edit.
 */
export function WikiDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const articleId = idParam(params.get("article_id"));
  const entry = useWikiEntry(articleId);
  const data = entry.data;
  const revision = data?.revision;
  return (
    <PageFrame
      title={revision?.title ?? t("routes.CompassWikiDetail")}
      size="md"
      actions={
        data && (
          <Group gap="sm">
            <ShareButton />
            <Button variant="default" component={Link} to={wikiPaths.history(data.article_id)}>
              {t("wiki.history")}
            </Button>
            <Button component={Link} to={wikiPaths.write(data.article_id)}>
              {t("wiki.edit")}
            </Button>
          </Group>
        )
      }
    >
      {!articleId && <Text c="dimmed">{t("wiki.noEntry")}</Text>}
      {articleId > 0 && (
        <QueryStatus query={entry}>
          {data && revision && (
            <Stack gap="md">
              <Group gap="sm">
                <Anchor component={Link} to={wikiPaths.category(data.category.category_id)}>
                  {data.category.name}
                </Anchor>
                {revision.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="gray">
                    {tag}
                  </Badge>
                ))}
              </Group>
              <Paper withBorder radius="md" p="sm">
                <RevisionMeta revision={revision} />
                <Text size="sm" mt={6}>
                  {t("wiki.meta.reason")}: {revision.reason}
                </Text>
              </Paper>
              {data.status !== "online" && <Alert color="violet">{t("wiki.notOnline")}</Alert>}
              {data.status === "online" && data.pending_count > 0 && (
                <Alert color="violet">{t("wiki.pending", { count: data.pending_count })}</Alert>
              )}
              {revision.cover_url && <Image src={revision.cover_url} alt="" radius="md" mah={360} fit="cover" />}
              {revision.abstract && <p className="article-abstract">{revision.abstract}</p>}
              <WikiBody html={revision.content} />
              <ReadingBeacon kind="wiki" id={data.article_id} />
            </Stack>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}
