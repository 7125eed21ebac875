import { UI } from "@icms/protocol";
import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

interface InfiniteListProps {
  children: ReactNode;
  /** More pages remain on the server. */
  hasMore: boolean;
  /** A page is being fetched right now. */
  loading: boolean;
  /** Asks for the next page (page + 1). */
  onLoadMore: () => void;
  /** Whether anything is listed yet: "no more data" is only said under a non-empty list. */
  hasItems?: boolean;
}

/** Distance in px between the bottom of the viewport and the bottom of the document. */
function distanceToBottom(): number {
  const doc = document.documentElement;
  return doc.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * A list that asks for the next page when the reader scrolls to its end: 400 ms after scrolling
 * stops, if the bottom is within 25 px, it calls `onLoadMore` (page + 1). With nothing left it
 * says "No more data". A "Load more" button does the same for keyboard and assistive use.
 */
export function InfiniteList({ children, hasMore, loading, onLoadMore, hasItems = true }: InfiniteListProps) {
  const { t } = useTranslation();
  const state = useRef({ hasMore, loading, onLoadMore });
  state.current = { hasMore, loading, onLoadMore };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const { hasMore: more, loading: busy, onLoadMore: load } = state.current;
      if (more && !busy && distanceToBottom() <= UI.loadMoreThresholdPx) load();
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, UI.loadMoreDelayMs);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, []);

  return (
    <Stack gap="md">
      {children}
      <Center mih={40} aria-live="polite">
        {loading ? (
          <Loader size="sm" role="status" aria-label={t("ui.loadingMore")} />
        ) : hasMore ? (
          <Button variant="light" onClick={onLoadMore}>
            {t("ui.loadMore")}
          </Button>
        ) : hasItems ? (
          <Text c="dimmed" size="sm">
            {t("ui.noMore")}
          </Text>
        ) : null}
      </Center>
    </Stack>
  );
}
