import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The key of the multi-send credentials at rest (32 bytes, base64; development only, refused in production). */
const DEV_CREDENTIALS_KEY = "ZGV2LW9ubHktY3JlZGVudGlhbHMta2V5LTMyYnl0ZXM=";

/** A 32-byte key in base64, as AES-256-GCM takes it. */
const aesKey = z.string().refine((value) => Buffer.from(value, "base64").length === 32, "must be 32 bytes in base64");

/** The multi-send settings (docs/multisend.md). */
export const multisendSettings = defineSettings({
  shape: {
    /** Encrypts the multi-send credentials at rest; refused in production when the development key. */
    CREDENTIALS_KEY: aesKey.default(DEV_CREDENTIALS_KEY),
    /** The key before the last rotation: credentials it encrypted are still read, and re-encrypted when saved. */
    CREDENTIALS_PREVIOUS_KEY: aesKey.optional(),
    /** Where the multi-send connectors reach each network (Discord and Mastodon come from the account). */
    MULTISEND_X_API_URL: z.url().default("https://api.x.com"),
    MULTISEND_TELEGRAM_API_URL: z.url().default("https://api.telegram.org"),
    MULTISEND_FACEBOOK_API_URL: z.url().default("https://graph.facebook.com"),
    MULTISEND_VK_API_URL: z.url().default("https://api.vk.com"),
    /** Lets multi-send reach loopback and private addresses; on by default outside production only. */
    MULTISEND_ALLOW_PRIVATE_HOSTS: z.stringbool().optional(),
    /** How long a call to a network may take before its outcome counts as unknown. */
    MULTISEND_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
  },
  productionRefusals: (settings) =>
    settings.CREDENTIALS_KEY === DEV_CREDENTIALS_KEY
      ? ["CREDENTIALS_KEY: development default refused in production"]
      : [],
  resolve: (settings, core) => ({
    MULTISEND_ALLOW_PRIVATE_HOSTS: settings.MULTISEND_ALLOW_PRIVATE_HOSTS ?? core.NODE_ENV !== "production",
  }),
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof multisendSettings> {}
}
