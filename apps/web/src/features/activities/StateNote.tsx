import { Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A note with a coloured edge: the text keeps the page's own colours, so it reads at any accent. */
export function StateNote({ accent, title, children }: { accent: string; title: ReactNode; children: ReactNode }) {
  const [color, shade] = accent.split(".");
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-${shade ?? 6})` }}
    >
      <Text fw={700} size="sm">
        {title}
      </Text>
      <Text size="sm">{children}</Text>
    </Paper>
  );
}
