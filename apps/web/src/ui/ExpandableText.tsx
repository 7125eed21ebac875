import { UI } from "@icms/protocol";
import { Button, Stack, Text } from "@mantine/core";
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface ExpandableTextProps {
  children: ReactNode;
  /** Shown under the text, always visible (a player or a preview). */
  video?: ReactNode;
  /** Shown under the video, always visible (a list of files). */
  attachments?: ReactNode;
  /** Height in px after which the text collapses (about three lines). */
  collapsedHeight?: number;
}

/**
 * Text that collapses after about three lines (88.8 px) with a "Show more" toggle, animated over
 * 250 ms. The toggle only appears when the text is taller than that; the video and attachments
 * slots stay visible either way.
 */
export function ExpandableText({
  children,
  video,
  attachments,
  collapsedHeight = UI.collapsedTextHeightPx,
}: ExpandableTextProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [fullHeight, setFullHeight] = useState(0);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = body.current;
    if (!node) return;
    const measure = () => setFullHeight(node.scrollHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const collapsible = fullHeight > collapsedHeight;
  const maxHeight = !collapsible ? undefined : expanded ? fullHeight : collapsedHeight;

  return (
    <Stack gap="xs">
      <div
        ref={body}
        id={bodyId}
        className="expandable-text"
        data-collapsed={collapsible && !expanded ? "true" : undefined}
        style={{
          maxHeight,
          overflow: collapsible ? "hidden" : undefined,
          transition: `max-height ${UI.collapseAnimationMs}ms ease`,
        }}
      >
        <Text component="div" style={{ whiteSpace: "pre-line", wordBreak: "break-word" }}>
          {children}
        </Text>
      </div>
      {collapsible && (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
          style={{ alignSelf: "flex-start" }}
        >
          {expanded ? t("ui.collapse") : t("ui.expand")}
        </Button>
      )}
      {video}
      {attachments && <section aria-label={t("ui.attachments")}>{attachments}</section>}
    </Stack>
  );
}
