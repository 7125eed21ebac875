import { Redis } from "ioredis";
import type { Config } from "../../config.js";
import type { Db } from "../../db/db.js";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface QuotaWindow {
  limit: number;
  remaining: number;
  /** Seconds until the window ends (a refused call's Retry-After). */
  resetSeconds: number;
}

export interface QuotaUsage {
  minute: QuotaWindow;
  day: QuotaWindow;
  /** The window that refused the call, if one did. */
  exhausted?: "minute" | "day";
}

export interface QuotaLimits {
  appId: number;
  /** The app's random counter name (Redis keys; app ids repeat across databases). */
  counterId: string;
  quotaMinute: number;
  quotaDay: number;
}

/** Counts keyed calls per key per minute and per UTC day (docs/open-platform.md). */
export interface QuotaCounter {
  /** Counts one call: the minute first, then (if the minute allows it) the day. */
  spend(limits: QuotaLimits, now?: Date): Promise<QuotaUsage>;
  /** The windows as they stand, counting nothing (`developer_open_verify`). */
  peek(limits: QuotaLimits, now?: Date): Promise<QuotaUsage>;
  close(): Promise<void>;
}

type Kind = "m" | "d";
const SPAN: Record<Kind, number> = { m: MINUTE_MS, d: DAY_MS };
const windowStart = (kind: Kind, now: Date) => Math.floor(now.getTime() / SPAN[kind]) * SPAN[kind];

function windowOf(kind: Kind, limit: number, calls: number, now: Date): QuotaWindow {
  const resetMs = windowStart(kind, now) + SPAN[kind] - now.getTime();
  return { limit, remaining: Math.max(0, limit - calls), resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
}

interface Store {
  increment(limits: QuotaLimits, kind: Kind, now: Date): Promise<number>;
  read(limits: QuotaLimits, kind: Kind, now: Date): Promise<number>;
  close(): Promise<void>;
}

/** Counts in the database: one row per key, kind and window; a new minute deletes the key's old ones. */
function databaseStore(db: Db): Store {
  return {
    async increment({ appId }, kind, now) {
      const start = new Date(windowStart(kind, now));
      const [row] = await db.query<{ calls: number }>(
        `INSERT INTO developer_key_usage (app_id, kind, window_start, calls) VALUES ($1, $2, $3, 1)
         ON CONFLICT (app_id, kind, window_start) DO UPDATE SET calls = developer_key_usage.calls + 1
         RETURNING calls`,
        [appId, kind, start],
      );
      const calls = Number(row?.calls ?? 0);
      if (calls === 1) {
        await db.query("DELETE FROM developer_key_usage WHERE app_id = $1 AND kind = $2 AND window_start < $3", [
          appId,
          kind,
          start,
        ]);
      }
      return calls;
    },
    async read({ appId }, kind, now) {
      const [row] = await db.query<{ calls: number }>(
        "SELECT calls FROM developer_key_usage WHERE app_id = $1 AND kind = $2 AND window_start = $3",
        [appId, kind, new Date(windowStart(kind, now))],
      );
      return Number(row?.calls ?? 0);
    },
    close: async () => {},
  };
}

/** Counts in Redis, shared by every instance: one counter per key and window, expiring after it. */
function redisStore(redis: Redis, namespace: string): Store {
  const keyOf = (limits: QuotaLimits, kind: Kind, now: Date) =>
    `${namespace}devkey:${limits.counterId}:${kind}:${windowStart(kind, now)}`;
  return {
    async increment(limits, kind, now) {
      const key = keyOf(limits, kind, now);
      const result = await redis
        .multi()
        .incr(key)
        .pexpire(key, SPAN[kind] * 2)
        .exec();
      return Number(result?.[0]?.[1] ?? 0);
    },
    async read(limits, kind, now) {
      return Number((await redis.get(keyOf(limits, kind, now))) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function quotaCounter(config: Config, db: Db): QuotaCounter {
  const store = config.REDIS_URL
    ? redisStore(
        new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }),
        config.RATE_LIMIT_NAMESPACE,
      )
    : databaseStore(db);
  const usage = (limits: QuotaLimits, minuteCalls: number, dayCalls: number, now: Date): QuotaUsage => ({
    minute: windowOf("m", limits.quotaMinute, minuteCalls, now),
    day: windowOf("d", limits.quotaDay, dayCalls, now),
  });
  return {
    async spend(limits, now = new Date()) {
      const minuteCalls = await store.increment(limits, "m", now);
      if (minuteCalls > limits.quotaMinute) {
        const dayCalls = await store.read(limits, "d", now);
        return { ...usage(limits, minuteCalls, dayCalls, now), exhausted: "minute" };
      }
      const dayCalls = await store.increment(limits, "d", now);
      const result = usage(limits, minuteCalls, dayCalls, now);
      return dayCalls > limits.quotaDay ? { ...result, exhausted: "day" } : result;
    },
    async peek(limits, now = new Date()) {
      const [minuteCalls, dayCalls] = await Promise.all([store.read(limits, "m", now), store.read(limits, "d", now)]);
      return usage(limits, minuteCalls, dayCalls, now);
    },
    close: () => store.close(),
  };
}
