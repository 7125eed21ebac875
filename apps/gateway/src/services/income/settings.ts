import { defineSettings, isDevelopmentKey, privateKeySetting, type SettingsOf } from "../../area-settings.js";

/** The income area's settings. */
export const incomeSettings = defineSettings({
  shape: {
    /**
     * Private key of the reward vault's withdraw signer (docs/income.md). Outside production the
     * public development key of the local chain is used when unset; in production, withdrawals are
     * refused (804152) until it is set, and the development key is never used there.
     */
    WITHDRAW_SIGNER_KEY: privateKeySetting().optional(),
  },
  productionRefusals: (settings) =>
    isDevelopmentKey(settings.WITHDRAW_SIGNER_KEY)
      ? ["WITHDRAW_SIGNER_KEY: development key refused in production"]
      : [],
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof incomeSettings> {}
}
