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
     * `smtps://...:465`. Unset in development, mail is written to the log instead (the
     * confirmation link can be copied from there); production requires it.
     */
    SMTP_URL: z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), "must be an smtp:// or smtps:// URL")
      .optional(),
    /** The From of every mail, `Name <address>`. */
    MAIL_FROM: z.string().trim().min(3).default(DEV_MAIL_FROM),
    /** Confirmation mails one member may ask for per hour (past it, 1010). */
    NOTICE_MAIL_CONFIRMS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
    /** How often a worker instance looks for notifications to mail (instant ones and due digests). */
    NOTICE_MAIL_SWEEP_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  },
  productionRefusals: (s) => [
    ...(s.SMTP_URL ? [] : ["SMTP_URL: required in production (development mail is only written to the log)"]),
    ...(s.MAIL_FROM === DEV_MAIL_FROM ? ["MAIL_FROM: development default refused in production"] : []),
  ],
});

declare module "../../area-settings.js" {
  interface AreaSettings extends SettingsOf<typeof noticeMailSettings> {}
}
