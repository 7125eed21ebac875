import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryStatus } from "../../ui/QueryStatus";
import { shortCommit } from "./paths";
import { useWikiRevision } from "./queries";
import { type DiffPart, diffRevisions } from "./word-diff";
import "./wiki-diff.css";

function Side({ parts, mark, label }: { parts: DiffPart[]; mark: "del" | "ins"; label: string }) {
  const Mark = mark;
  return (
    <Paper withBorder radius="sm" p="sm" className="wiki-diff__side" aria-label={label}>
      <Text size="xs" c="dimmed" mb={4}>
        {label}
      </Text>
      <div className="wiki-diff__text">
        {parts.map((part, i) =>
          part.changed ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder.
            <Mark key={i}>{part.text}</Mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never reorder.
            <span key={i}>{part.text}</span>
          ),
        )}
      </div>
    </Paper>
  );
}

/** Two revisions side by side, field by field, with the words changed marked. */
export function WikiDiff({ articleId, from, to }: { articleId: number; from: string; to: string }) {
  const { t } = useTranslation();
  const before = useWikiRevision(articleId, from);
  const after = useWikiRevision(articleId, to);
  const pending = before.isPending ? before : after;
  const fields = before.data && after.data ? diffRevisions(before.data, after.data) : [];
  const changed = fields.filter((f) => !f.same);
  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={t("wiki.diff.title", { from: shortCommit(from), to: shortCommit(to) })}
    >
      <Title order={2} size="h3">
        {t("wiki.diff.title", { from: shortCommit(from), to: shortCommit(to) })}
      </Title>
      <QueryStatus
        query={before.isError ? before : pending}
        empty={fields.length > 0 && changed.length === 0}
        emptyText={t("wiki.diff.same")}
      >
        {changed.map((field) => (
          <Stack key={field.field} gap={4} data-testid={`diff-${field.field}`}>
            <Text fw={600} size="sm">
              {t(`wiki.diff.field.${field.field}`)}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Side parts={field.before} mark="del" label={t("wiki.diff.before")} />
              <Side parts={field.after} mark="ins" label={t("wiki.diff.after")} />
            </SimpleGrid>
          </Stack>
        ))}
      </QueryStatus>
    </Stack>
  );
}
