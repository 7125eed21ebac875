import { z } from "zod";
import { defineSettings, type SettingsOf } from "../../area-settings.js";

/** The sender of development mail: named as such, and refused in production. */
export const DEV_MAIL_FROM = "iCMS (development) <no-reply@localhost>";

/**
 * The message centre's e-mail settings (docs/notices-mail.md). Links in the mails point at
 * `PUBLIC_ORIGIN`, the core setting the short links use too.
 */
export const noticeMailSettings = defineSettings({
  shape: {
    /**
     * Where mail goes: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
     * `smtps://...:465`. Unset, mail is written to the log in development and tests (the
     * confirmation link can be copied from there), and is off in production, where a log must
     * not carry confirmation links.
     */
    SMTP_URL: z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), "must be an smtp:// or smtps:// URL")
      .optional(),
    /** The From of every mail, `Name <address>`. */
    MAIL_FROM: z.string().trim().min(3).default(DEV_MAIL_FROM),
    /** Confirmation mails one member may ask for per hour (past it, 1010). */
    NOTICE_MAIL_CONFIRMS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
    /**
     * The digest's period in minutes: daily (1440) by default, its slots starting at each
     * member's digest hour. A shorter one (it divides the day) is for tests and demonstrations.
     */
    NOTICE_DIGEST_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(1440)
      .refine((minutes) => 1440 % minutes === 0, "must divide a day (1440 minutes)")
      .default(1440),
    /** How often a worker instance looks for notifications to mail (instant ones and due digests). */
    NOTICE_MAIL_SWEEP_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  },
  // Production without SMTP_URL sends no mail at all (mailer.ts); with it, its own sender.
  productionRefusals: (s) =>
    s.SMTP_URL && s.MAIL_FROM === DEV_MAIL_FROM ? ["MAIL_FROM: development default refused in production"] : [],
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof noticeMailSettings> {}
}
