import { defineArea } from "../../context.js";
import { deliverNoticeMail, type MailDeps } from "./deliver.js";
import { noticeEmailHandlers } from "./emails.js";
import { type Mailer, openMailer } from "./mailer.js";
import { registerNoticeMailLinks } from "./routes.js";
import { noticeMailSeed } from "./seed.js";
import { noticeMailSettings } from "./settings.js";
import { sweepNoticeMail } from "./sweep.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The mail transport: SMTP at SMTP_URL, or the log in development. */
    noticeMailer: Mailer;
  }
}

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Claims instant mails and due digests, then sends every pending mail (periodic). */
    "notice-mail.sweep": Record<string, never>;
    /** Sends one outbox row (a confirmation mail, at once after the address is set). */
    "notice-mail.send": { mail_id: number };
  }
}

let timer: NodeJS.Timeout | undefined;

const deps = (app: Parameters<NonNullable<typeof noticeMailArea.close>>[0]): MailDeps => ({
  db: app.db,
  config: app.config,
  mailer: app.noticeMailer,
});

/**
 * The message centre's e-mail (docs/notices-mail.md): `notice_msrv`'s address calls, the
 * confirmation and unsubscribe links, and the sweep that mails notifications at once or in the
 * daily digest. The notices themselves are the notices area's.
 */
export const noticeMailArea = defineArea({
  name: "notice-mail",
  config: noticeMailSettings,
  seed: noticeMailSeed,
  services: (app) => {
    if (app.config.WORKERS !== "off" && app.config.NODE_ENV !== "test" && !timer) {
      const tick = () => {
        app.jobs.send(app.db, "notice-mail.sweep", {}).catch((error: unknown) => {
          console.error(JSON.stringify({ level: "error", msg: "notice mail tick", err: (error as Error).message }));
        });
      };
      timer = setInterval(tick, app.config.NOTICE_MAIL_SWEEP_SECONDS * 1000);
      timer.unref();
    }
    return { noticeMailer: openMailer(app.config) };
  },
  handlers: { notice_msrv: noticeEmailHandlers },
  routes: registerNoticeMailLinks,
  jobs: {
    "notice-mail.send": async (app, { mail_id }) => {
      await deliverNoticeMail(deps(app), mail_id);
    },
    "notice-mail.sweep": async (app) => {
      await sweepNoticeMail(deps(app));
    },
  },
  async close(app) {
    if (timer) clearInterval(timer);
    timer = undefined;
    app.noticeMailer?.close();
  },
});
