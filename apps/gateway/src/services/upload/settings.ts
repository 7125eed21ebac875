import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The uploads' size limits, in megabytes per kind (where files are kept is the core's storage). */
export const uploadSettings = defineSettings({
  shape: {
    UPLOAD_IMAGE_MAX_MB: z.coerce.number().positive().max(50).default(5),
    UPLOAD_VIDEO_MAX_MB: z.coerce.number().positive().max(2_000).default(100),
    UPLOAD_DOCUMENT_MAX_MB: z.coerce.number().positive().max(500).default(20),
    /**
     * The most a creator's `upload_limit_mb` right may raise a video or document limit to, and so
     * the largest file the multipart reader lets through at all (each upload is still held to its
     * caller's own limit while it streams).
     */
    UPLOAD_RIGHT_MAX_MB: z.coerce.number().positive().max(10_000).default(2_048),
  },
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof uploadSettings> {}
}
