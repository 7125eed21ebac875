import type { WikiRevisionSummary } from "@icms/protocol";
import { Anchor, Group, Pagination, Paper, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { shortCommit, wikiPaths } from "./paths";
import { useWikiEntry, useWikiTimeline } from "./queries";
import { RestoreButton } from "./RestoreButton";
import { RevisionMeta } from "./RevisionMeta";
import { WikiDiff } from "./WikiDiff";

const PAGE_SIZE = 20;

interface RowProps {
  articleId: number;
  revision: WikiRevisionSummary;
  head: string;
  from: string;
  to: string;
  pick: (side: "from" | "to", commit: string) => void;
}

function TimelineRow({ articleId, revision, head, from, to, pick }: RowProps) {
  const { t } = useTranslation();
  const short = shortCommit(revision.commit_id);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="revision">
      <Stack gap={6}>
        <RevisionMeta revision={revision} />
        <Text size="sm">
          {t("wiki.meta.reason")}: {revision.reason}
        </Text>
        {revision.restored_from && (
          <Text size="xs" c="dimmed">
            {t("wiki.timeline.restoredFrom", { commit: shortCommit(revision.restored_from) })}
          </Text>
        )}
        <Group gap="md">
          <Radio
            name="diff-from"
            label={t("wiki.timeline.pickOld")}
            aria-label={`${t("wiki.timeline.pickOld")} ${short}`}
            checked={from === revision.commit_id}
            onChange={() => pick("from", revision.commit_id)}
          />
          <Radio
            name="diff-to"
            label={t("wiki.timeline.pickNew")}
            aria-label={`${t("wiki.timeline.pickNew")} ${short}`}
            checked={to === revision.commit_id}
            onChange={() => pick("to", revision.commit_id)}
          />
          {revision.commit_id === head ? (
            <Text size="xs" c="dimmed">
              {t("wiki.timeline.current")}
            </Text>
          ) : (
            <RestoreButton articleId={articleId} commit={revision.commit_id} head={head} />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /appcms/compass_wiki_history?article_id=: every revision newest first; pick any two to see
 * them side by side with the words changed marked; restore one as a new revision.
 */
export function WikiHistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const articleId = idParam(params.get("article_id"));
  const [page, setPage] = useState(1);
  const entry = useWikiEntry(articleId);
  const timeline = useWikiTimeline(articleId, page);
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  const list = timeline.data?.list ?? [];
  // Until the reader picks, the newest revision is compared with the one before it.
  const from = picked.from ?? (page === 1 ? (list[1]?.commit_id ?? "") : "");
  const to = picked.to ?? (page === 1 ? (list[0]?.commit_id ?? "") : "");
  const head = entry.data?.head_commit_id ?? "";
  const pages = Math.ceil((timeline.data?.total ?? 0) / PAGE_SIZE);
  const title = entry.data?.revision.title;
  return (
    <PageFrame title={title ? `${t("wiki.history")}: ${title}` : t("routes.CompassWikiHistory")}>
      {!articleId && <Text c="dimmed">{t("wiki.noEntry")}</Text>}
      {articleId > 0 && (
        <QueryStatus query={timeline}>
          <Anchor component={Link} to={wikiPaths.entry(articleId)}>
            {title}
          </Anchor>
          {from && to && from !== to ? (
            <WikiDiff articleId={articleId} from={from} to={to} />
          ) : (
            <Text c="dimmed">{t("wiki.timeline.pickTwo")}</Text>
          )}
          <Stack gap="sm" component="section" aria-label={t("wiki.timeline.title")}>
            <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {list.map((revision) => (
                <TimelineRow
                  key={revision.commit_id}
                  articleId={articleId}
                  revision={revision}
                  head={head}
                  from={from}
                  to={to}
                  pick={(side, commit) => setPicked((current) => ({ from, to, ...current, [side]: commit }))}
                />
              ))}
            </Stack>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </Stack>
        </QueryStatus>
      )}
    </PageFrame>
  );
}
