import type { Redis } from "ioredis";

/**
 * When each signed-in user last changed something, for as long as a replica may still miss it:
 * his reads skip the replicas that have not replayed the primary past that moment. With Redis
 * every instance sees every instance's writers (the next request may reach another instance);
 * without it, the process's own memory (one instance).
 */
export interface RecentWriters {
  record(uid: number, at: number, ttlMs: number): Promise<void>;
  /** The time of `uid`'s last remembered write (ms), undefined when none is remembered. */
  lastWrite(uid: number): Promise<number | undefined>;
  /** Drops what was written before `before` (the in-process map; Redis expires its keys). */
  forget(before: number): void;
}

export function localWriters(): RecentWriters {
  const writes = new Map<number, number>();
  return {
    async record(uid, at) {
      writes.set(uid, at);
    },
    async lastWrite(uid) {
      return writes.get(uid);
    },
    forget(before) {
      for (const [uid, at] of writes) if (at < before) writes.delete(uid);
    },
  };
}

export function redisWriters(redis: Redis, prefix = "icms:rw:"): RecentWriters {
  return {
    async record(uid, at, ttlMs) {
      await redis.set(`${prefix}${uid}`, String(at), "PX", Math.ceil(ttlMs));
    },
    async lastWrite(uid) {
      const value = await redis.get(`${prefix}${uid}`);
      return value === null ? undefined : Number(value);
    },
    forget() {},
  };
}
