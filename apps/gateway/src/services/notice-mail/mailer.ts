import nodemailer from "nodemailer";
import type { Config } from "../../config.js";

/** One mail as the area writes it: both a text and an HTML body, in the recipient's language. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<...@host>`: the outbox row's own id, so a mail sent again after a crash is recognisably the same. */
  messageId: string;
  /** The kind's unsubscribe link: the List-Unsubscribe header with RFC 8058's one-click POST. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /** False in production without SMTP_URL: nothing is mailed (the outbox drops what it holds). */
  readonly enabled: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The mail transport: SMTP at `SMTP_URL` (nodemailer), or, without it, in development and tests a
 * transport that builds the same message and writes it to the log, so `npm start` works with no
 * mail server and the confirmation link can be copied from the console; in production none (a
 * log is no place for confirmation links), and the area mails nothing.
 */
export function openMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "NODE_ENV">): Mailer {
  const enabled = Boolean(config.SMTP_URL) || config.NODE_ENV !== "production";
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ jsonTransport: true });
  const logged = !config.SMTP_URL;
  return {
    enabled,
    async send(mail) {
      if (!enabled) throw new Error("mail is off: SMTP_URL is not set");
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.unsubscribeUrl
          ? {
              list: { unsubscribe: mail.unsubscribeUrl },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
      });
      if (logged && config.NODE_ENV !== "test") {
        console.log(
          JSON.stringify({
            level: "info",
            msg: "mail (no SMTP_URL: logged, not sent)",
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          }),
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
