import { Badge, Group, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useCreatorCounts } from "../queries/creator";

/**
 * A level's name. The gateway names levels by stable codes; one this build has no words for yet
 * shows as the code rather than as a raw key.
 */
export function levelName(t: TFunction, name: string): string {
  return t(`datacentre.levels.name.${name}` as never, { defaultValue: name });
}

/**
 * A creator's public standing on their home page: level, the verified badge when the level grants
 * it, and public counts. Its strings are the data centre's bundle (the page's route loads it);
 * while loading or on failure it shows nothing, as the rest of the profile does not depend on it.
 */
export function CreatorCountsPanel({ uid }: { uid: number }) {
  const { t, i18n } = useTranslation();
  const counts = useCreatorCounts(uid);
  const data = counts.data;
  if (!data) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Group gap="sm" wrap="wrap" data-testid="creator-counts">
      <Badge variant="light" tt="none" data-testid="creator-level">
        {t("datacentre.public.level", { level: data.level, name: levelName(t, data.level_name) })}
      </Badge>
      {data.verified && (
        <Badge color="teal" variant="filled" data-testid="creator-verified">
          {t("datacentre.public.verified")}
        </Badge>
      )}
      {(["pieces", "likes", "views"] as const).map((figure) => (
        <Text key={figure} size="sm" data-testid={`creator-${figure}`}>
          {t(`datacentre.public.${figure}`)}: {number.format(data[figure])}
        </Text>
      ))}
    </Group>
  );
}
