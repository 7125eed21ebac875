import { Button, Paper, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "./notify";

/** What QueryStatus reads of a TanStack query (or infinite query). */
interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStatusProps {
  query: QueryLike;
  /** The answer arrived but holds nothing to show. */
  empty?: boolean;
  /** What to say when it is empty (defaults to "Nothing here yet"). */
  emptyText?: ReactNode;
  /** Placeholder rows while loading. */
  skeletonRows?: number;
  /** Shown once the data is there and not empty. */
  children?: ReactNode;
}

/**
 * The three states every data screen has before its content: loading (skeleton rows, marked
 * busy), failed (the message and a retry button), and empty. Otherwise it shows its children.
 */
export function QueryStatus({ query, empty = false, emptyText, skeletonRows = 3, children }: QueryStatusProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="query-loading">
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical placeholders.
          <Skeleton key={index} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Paper withBorder radius="md" p="lg" role="alert">
        <Stack align="flex-start" gap="sm">
          <Text>{t("ui.loadFailed", { reason: errorMessage(query.error) })}</Text>
          <Button variant="light" onClick={() => query.refetch()}>
            {t("common.retry")}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (empty) {
    return (
      <Paper withBorder radius="md" p="xl" data-testid="query-empty">
        <Text c="dimmed" ta="center">
          {emptyText ?? t("ui.empty")}
        </Text>
      </Paper>
    );
  }
  return <>{children}</>;
}
