import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  /**
   * What stands at the heading's end (a count, a filter, a badge); given, even as `false`, the
   * heading and it share a row.
   */
  aside?: ReactNode;
  gap?: "sm" | "md";
  children: ReactNode;
}

/** A bordered card of a page, a section named by its level-2 heading (the member's records, the sale's cards). */
export function SectionCard({ titleId, title, aside, gap = "sm", children }: SectionCardProps) {
  const heading = (
    <Title order={2} size="h4" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        {aside === undefined ? (
          heading
        ) : (
          <Group justify="space-between" wrap="wrap">
            {heading}
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
