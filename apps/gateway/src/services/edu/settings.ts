import { devPrivateKey } from "@icms/contracts";
import { defineSettings, isDevelopmentKey, privateKeySetting, type SettingsOf } from "../../area-settings.js";

/** The courses' settings. */
export const eduSettings = defineSettings({
  shape: {
    /**
     * Signs course-order quotes (EIP-712); the course checkout's signer must be its address. The
     * default is the public development key the local chain's checkout trusts.
     */
    COURSE_QUOTE_SIGNER_KEY: privateKeySetting().default(devPrivateKey("quoteSigner")),
  },
  // Any of the development chain's keys, not only the default: everybody knows them.
  productionRefusals: (settings) =>
    isDevelopmentKey(settings.COURSE_QUOTE_SIGNER_KEY)
      ? ["COURSE_QUOTE_SIGNER_KEY: development key refused in production"]
      : [],
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof eduSettings> {}
}
