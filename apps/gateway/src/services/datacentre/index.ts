import type { DatacentreKind } from "@icms/protocol";
import { defineArea } from "../../context.js";
import { beaconHandlers } from "./beacons.js";
import { type EventBuffer, eventBuffer } from "./event-buffer.js";
import { levelHandlers, recomputeLevels } from "./levels.js";
import { type LivePiece, livePieces } from "./pieces.js";
import { reportHandlers } from "./reports.js";
import { addDays, dayOf, dueDays, pruneEvents, rollupDay } from "./rollup.js";
import { datacentreSeed } from "./seed.js";
import { datacentreSettings } from "./settings.js";

declare module "../../context.js" {
  interface AreaServices {
    datacentre: {
      /** The beacons' raw events, written in batches. */
      events: EventBuffer;
      /** Whether a piece is online, and its author (cached a few minutes). */
      livePiece: (kind: DatacentreKind, id: number) => Promise<LivePiece | null>;
    };
  }
}

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Rolls up one day (YYYY-MM-DD), or, without one, the days due (today, yesterday, days settled since). */
    "datacentre.rollup": { day?: string };
    /** Recomputes every creator's level and the rights it grants. */
    "datacentre.levels": Record<string, never>;
  }
}

let timer: NodeJS.Timeout | undefined;

/**
 * The data centre and creator growth (docs/datacentre.md): `datacentre_msrv`, the beacons'
 * event buffer, the daily rollup and the levels job.
 */
export const datacentreArea = defineArea({
  name: "datacentre",
  config: datacentreSettings,
  seed: datacentreSeed,
  services: (app) => {
    if (app.config.WORKERS !== "off" && app.config.NODE_ENV !== "test" && !timer) {
      let ticks = 0;
      const tick = () => {
        const jobs =
          ticks % 6 === 0 ? (["datacentre.rollup", "datacentre.levels"] as const) : (["datacentre.rollup"] as const);
        ticks += 1;
        for (const name of jobs) {
          app.jobs.send(app.db, name, {}).catch((error: unknown) => {
            console.error(JSON.stringify({ level: "error", msg: "datacentre tick", err: (error as Error).message }));
          });
        }
      };
      const every = app.config.DATACENTRE_ROLLUP_MINUTES * 60_000;
      setTimeout(tick, Math.min(45_000, every)).unref();
      timer = setInterval(tick, every);
      timer.unref();
    }
    return {
      datacentre: {
        events: eventBuffer(app.db, app.config.DATACENTRE_VIEWS_PER_MINUTE, app.config.DATACENTRE_FLUSH_MS),
        livePiece: livePieces(app.db),
      },
    };
  },
  handlers: { datacentre_msrv: { ...beaconHandlers, ...reportHandlers, ...levelHandlers } },
  jobs: {
    "datacentre.rollup": async (app, payload) => {
      await app.datacentre.events.flush();
      const days = payload.day ? [payload.day] : await dueDays(app.db, new Date());
      for (const day of days) await rollupDay(app.db, day, app.config.DATACENTRE_VIEWS_PER_MINUTE);
      if (!payload.day) await pruneEvents(app.db, addDays(dayOf(new Date()), -app.config.DATACENTRE_RAW_DAYS));
    },
    "datacentre.levels": async (app) => {
      await recomputeLevels(app.db);
    },
  },
  async close(app) {
    if (timer) clearInterval(timer);
    timer = undefined;
    await app.datacentre.events.close();
  },
});
