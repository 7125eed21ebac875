import type { MultisendNetwork } from "@icms/protocol";
import { ThemeIcon } from "@mantine/core";

/** Each network's letters and colour (a badge of our own, not the network's logo). */
const LOOK: Record<MultisendNetwork, { text: string; color: string }> = {
  x: { text: "X", color: "dark" },
  telegram: { text: "TG", color: "cyan.9" },
  discord: { text: "D", color: "indigo.8" },
  facebook: { text: "f", color: "blue.9" },
  mastodon: { text: "M", color: "violet.9" },
  vk: { text: "VK", color: "blue.8" },
};

/** The network's badge beside its name (decorative: the name is always written next to it). */
export function NetworkIcon({ network, size = "lg" }: { network: MultisendNetwork; size?: "md" | "lg" }) {
  const look = LOOK[network];
  return (
    <ThemeIcon color={look.color} size={size} radius="md" aria-hidden="true" fw={700} fz="sm">
      {look.text}
    </ThemeIcon>
  );
}
