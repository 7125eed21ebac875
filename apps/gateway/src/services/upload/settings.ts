import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The uploads' size limits, in megabytes per kind (where files are kept is the core's storage). */
export const uploadSettings = defineSettings({
  shape: {
    UPLOAD_IMAGE_MAX_MB: z.coerce.number().positive().max(50).default(5),
    UPLOAD_VIDEO_MAX_MB: z.coerce.number().positive().max(2_000).default(100),
    UPLOAD_DOCUMENT_MAX_MB: z.coerce.number().positive().max(500).default(20),
  },
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof uploadSettings> {}
}
