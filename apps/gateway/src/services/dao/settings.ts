import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The DAO review's settings. */
export const daoSettings = defineSettings({
  shape: {
    /**
     * Staked NFTs a submitted item needs: passes speaking for this many NFTs put it online, rejects
     * speaking for as many refuse it (one NFT, one voice). 0 puts it online at once, with no review.
     */
    REVIEW_QUORUM: z.coerce.number().int().min(0).max(1_000).default(3),
  },
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof daoSettings> {}
}
