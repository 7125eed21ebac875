import { defineArea } from "../../context.js";
import { kolSeed } from "./seed.js";
import { applicationHandlers } from "./applications.js";
import { countryHandlers } from "./countries.js";
import { profileHandlers } from "./profiles.js";
import { reviewHandlers } from "./review.js";
import { scoreKol, scoreListed } from "./scores.js";

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Computes one KOL's scores (after an approval or a like). */
    "kol.score": { kol_id: number };
    /** Recomputes the scores of every approved KOL (periodic). */
    "kol.rescore": Record<string, never>;
  }
}

/** How often a worker instance asks for every listed KOL's scores to be recomputed. */
const RESCORE_MS = 60 * 60_000;
let timer: NodeJS.Timeout | undefined;

/** KOL profiles (docs/kol.md): `user_msrv`'s KOL calls, the periodic rescoring and the score jobs. */
export const kolArea = defineArea({
  name: "kol",
  seed: kolSeed,
  services: (app) => {
    if (app.config.WORKERS !== "off" && app.config.NODE_ENV !== "test" && !timer) {
      const tick = () => {
        app.jobs.send(app.db, "kol.rescore", {}).catch((error: unknown) => {
          console.error(JSON.stringify({ level: "error", msg: "kol rescore tick", err: (error as Error).message }));
        });
      };
      // The first pass waits for the start script's demo seed.
      setTimeout(tick, 45_000).unref();
      timer = setInterval(tick, RESCORE_MS);
      timer.unref();
    }
    return {};
  },
  handlers: {
    user_msrv: { ...profileHandlers, ...applicationHandlers, ...reviewHandlers, ...countryHandlers },
  },
  jobs: {
    "kol.score": async (app, { kol_id }) => {
      await scoreKol(app.db, kol_id);
    },
    "kol.rescore": async (app) => {
      await scoreListed(app.db);
    },
  },
  async close() {
    if (timer) clearInterval(timer);
    timer = undefined;
  },
});
