import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The message centre's settings. */
export const noticeSettings = defineSettings({
  shape: {
    /**
     * Days a read notification is kept (counted from its latest event); the prune job deletes
     * older ones. Unread ones are kept whatever their age.
     */
    NOTICE_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  },
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof noticeSettings> {}
}
