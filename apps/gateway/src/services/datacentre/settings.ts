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
     * call answers. 3000 by default, 0 under NODE_ENV=test (tests read the table at once, and the
     * race fuzzer counts a call's rows when it answers).
     */
    DATACENTRE_FLUSH_MS: z.coerce.number().int().min(0).optional(),
    /** Days of raw events kept after they were rolled up (a day can be rolled again while its events are kept). */
    DATACENTRE_RAW_DAYS: z.coerce.number().int().min(2).default(90),
    /**
     * How often a worker rolls up today and yesterday, in minutes (the levels are recomputed every
     * sixth time); a fraction for a test system that wants its figures within seconds.
     */
    DATACENTRE_ROLLUP_MINUTES: z.coerce.number().min(0.05).default(10),
  },
  resolve: (settings, core) => ({
    DATACENTRE_FLUSH_MS: settings.DATACENTRE_FLUSH_MS ?? (core.NODE_ENV === "test" ? 0 : 3_000),
  }),
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof datacentreSettings> {}
}
