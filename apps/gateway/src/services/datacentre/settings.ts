import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The data centre's settings (docs/datacentre.md). */
export const datacentreSettings = defineSettings({
  shape: {
    /**
     * View beacons one viewer may send in a minute; past it the rest of the minute is dropped,
     * and the rollup leaves a viewer who went past it out of that whole day.
     */
    DATACENTRE_VIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /**
     * How often the beacons' events are written, in milliseconds; 0 writes each one before its
     * call answers (tests, which then read the table at once).
     */
    DATACENTRE_FLUSH_MS: z.coerce.number().int().min(0).default(3_000),
    /** How often a worker rolls up today and yesterday, in minutes (the levels are recomputed every sixth time). */
    DATACENTRE_ROLLUP_MINUTES: z.coerce.number().int().min(1).default(10),
  },
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof datacentreSettings> {}
}
