import { KOL_PLATFORMS, type KolPlatform, type KolPlatformLinks } from "@icms/protocol";
import { Anchor, Group } from "@mantine/core";

/** The platforms' own names, the same in every language. */
export const PLATFORM_NAMES: Record<KolPlatform, string> = {
  facebook: "Facebook",
  youtube: "YouTube",
  twitter: "Twitter",
  tiktok: "TikTok",
};

/** The KOL's pages on Facebook, YouTube, Twitter and TikTok that they linked, each in a new tab. */
export function PlatformLinks({ platforms }: { platforms: KolPlatformLinks }) {
  const linked = KOL_PLATFORMS.filter((platform) => platforms[platform]);
  if (linked.length === 0) return null;
  return (
    <Group gap="md" wrap="wrap">
      {linked.map((platform) => (
        <Anchor key={platform} href={platforms[platform]} target="_blank" rel="noopener noreferrer">
          {PLATFORM_NAMES[platform]}
        </Anchor>
      ))}
    </Group>
  );
}
