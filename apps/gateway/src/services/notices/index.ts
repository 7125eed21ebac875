import { defineArea } from "../../context.js";
import { noticeHandlers } from "./handlers.js";
import { pruneNotices } from "./prune.js";
import { noticesSeed } from "./seed.js";
import { noticeSettings } from "./settings.js";
import { registerNoticeLive } from "./live/routes.js";

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Deletes read notifications older than NOTICE_RETENTION_DAYS (daily). */
    "notices.prune": Record<string, never>;
  }
}

/** How often a worker instance asks for the prune (it is idempotent: a second run finds nothing). */
const PRUNE_MS = 24 * 60 * 60_000;
let timer: NodeJS.Timeout | undefined;

/**
 * The message centre (docs/notices.md): `notice_msrv` without its e-mail calls (the notice-mail
 * area's). The other areas write notifications through `public.ts`.
 */
export const noticesArea = defineArea({
  name: "notices",
  config: noticeSettings,
  seed: noticesSeed,
  services: (app) => {
    if (app.config.WORKERS !== "off" && app.config.NODE_ENV !== "test" && !timer) {
      const tick = () => {
        app.jobs.send(app.db, "notices.prune", {}).catch((error: unknown) => {
          console.error(JSON.stringify({ level: "error", msg: "notices prune tick", err: (error as Error).message }));
        });
      };
      // The first pass waits for the start script's demo seed.
      setTimeout(tick, 60_000).unref();
      timer = setInterval(tick, PRUNE_MS);
      timer.unref();
    }
    return {};
  },
  handlers: { notice_msrv: noticeHandlers },
  jobs: {
    "notices.prune": async (app) => {
      await pruneNotices(app.db, app.config.NOTICE_RETENTION_DAYS);
    },
  },
  async close() {
    if (timer) clearInterval(timer);
    timer = undefined;
  },
  routes: registerNoticeLive,
});
