import { z } from "zod";
import { POSTING_LIMITS } from "@icms/protocol";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

const interval = (seconds: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(3_600_000)
    .default(seconds * 1000);

/** The planets' settings. */
export const planetsSettings = defineSettings({
  shape: {
    /** A user's planet topics and comments are at least this far apart (docs/planets.md). */
    PLANET_TOPIC_INTERVAL_MS: interval(POSTING_LIMITS.topicIntervalSeconds),
    PLANET_COMMENT_INTERVAL_MS: interval(POSTING_LIMITS.commentIntervalSeconds),
  },
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof planetsSettings> {}
}
