import { Card, Group, RingProgress, Stack, Text, Title } from "@mantine/core";

const COLORS = ["blue", "teal", "grape", "orange", "red", "cyan", "lime"];

/** One split of product-spec section 9 (basis points adding up to 10,000) as a ring with its legend. */
export function TokenomicsChart({ title, shares }: { title: string; shares: { label: string; bps: number }[] }) {
  const sections = shares.map((share, i) => ({
    value: share.bps / 100,
    color: COLORS[i % COLORS.length] ?? "blue",
    tooltip: `${share.label}: ${share.bps / 100}%`,
  }));
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={4}>{title}</Title>
        <Group wrap="nowrap" align="center">
          <RingProgress size={120} thickness={16} sections={sections} role="img" aria-label={title} />
          <Stack gap={2} role="list">
            {shares.map((share, i) => (
              <Group key={share.label} gap={6} role="listitem" wrap="nowrap">
                <Text c={COLORS[i % COLORS.length]} aria-hidden>
                  ●
                </Text>
                <Text size="sm">
                  {share.label}: {share.bps / 100}%
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
