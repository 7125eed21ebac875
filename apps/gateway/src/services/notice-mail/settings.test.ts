import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { openMailer } from "./mailer.js";
import { DEV_MAIL_FROM } from "./settings.js";

/** A production configuration the other areas accept (config.test.ts has the same). */
const production = {
  NODE_ENV: "production",
  PUBLIC_ORIGIN: "https://icms.example",
  APP_SECRET: "a".repeat(32),
  JWT_SECRET: "b".repeat(32),
  RPC_URL: "https://bsc-dataseed.example",
  CONTRACTS_FILE: "/etc/icms/contracts.json",
  COURSE_QUOTE_SIGNER_KEY: `0x${"c".repeat(64)}`,
  CREDENTIALS_KEY: "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
};

describe("the mail settings", () => {
  it("write mail to the log in development, with the development sender", () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe(DEV_MAIL_FROM);
    expect(openMailer(config).enabled).toBe(true);
  });

  it("build the whole message without a mail server in development (npm start)", async () => {
    const mailer = openMailer(loadConfig({ NODE_ENV: "test" }));
    await expect(
      mailer.send({
        to: "someone@example.com",
        subject: "Hello",
        text: "Hello",
        html: "<p>Hello</p>",
        messageId: "<notice-mail-1@localhost>",
        unsubscribeUrl: "http://localhost:8080/notice-mail/unsubscribe?token=x",
      }),
    ).resolves.toBeUndefined();
    mailer.close();
  });

  it("take an smtp:// or smtps:// URL only", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user:pass@mail.example:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example:465",
    );
    expect(() => loadConfig({ SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL/);
  });

  it("in production, refuse the development sender with SMTP, and mail nothing without it", () => {
    const smtp = { ...production, SMTP_URL: "smtp://mail.example:587" };
    expect(() => loadConfig(smtp)).toThrow(/MAIL_FROM: development default refused in production/);
    const config = loadConfig({ ...smtp, MAIL_FROM: "iCMS <notices@icms.example>" });
    expect(openMailer(config).enabled).toBe(true);
    // Without SMTP_URL the development log transport is not used: mail is off.
    const off = openMailer(loadConfig(production));
    expect(off.enabled).toBe(false);
  });
});
