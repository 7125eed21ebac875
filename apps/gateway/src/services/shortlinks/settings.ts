import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The short links' settings. */
export const shortLinksSettings = defineSettings({
  shape: {
    /** Short links (POST /shortlink_api/api/url) one address may make per minute. */
    SHORTLINK_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  },
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof shortLinksSettings> {}
}
