import { Code, GatewayError, type PostingLimited } from "@icms/protocol";
import type { Redis } from "ioredis";

type PostKind = "topic" | "comment";
/** How far apart one user's posts of each kind must be, in milliseconds. */
export type PostIntervals = Readonly<Record<PostKind, number>>;

/**
 * The per-user posting limit: one post of a kind per interval. `take` claims the user's slot or
 * throws 802009 with when the next post is accepted; `release` gives back a slot whose post was
 * not written after all.
 */
export interface PostingLimiter {
  take(kind: PostKind, uid: number): Promise<void>;
  release(kind: PostKind, uid: number): Promise<void>;
}

function tooFrequent(waitMs: number, now: number): GatewayError {
  const data: PostingLimited = {
    retry_after: Math.max(1, Math.ceil(waitMs / 1000)),
    retry_at: new Date(now + waitMs).toISOString(),
  };
  return new GatewayError(Code.TooFrequent, data);
}

/**
 * Shared by every instance: the slot is a key that expires after the interval, set only when
 * absent (`SET NX PX`), so two instances cannot both grant it.
 */
export function redisPostingLimiter(redis: Redis, namespace: string, intervals: PostIntervals): PostingLimiter {
  const key = (kind: PostKind, uid: number) => `${namespace}post:${kind}:${uid}`;
  return {
    async take(kind, uid) {
      const claimed = await redis.set(key(kind, uid), "1", "PX", intervals[kind], "NX");
      if (claimed === "OK") return;
      const left = await redis.pttl(key(kind, uid));
      // The slot expired between the two commands: a retry right away is accepted.
      throw tooFrequent(left > 0 ? left : 1, Date.now());
    },
    async release(kind, uid) {
      await redis.del(key(kind, uid));
    },
  };
}

/** In one process, when no Redis is configured. */
export function memoryPostingLimiter(intervals: PostIntervals, now: () => number = Date.now): PostingLimiter {
  const until = new Map<string, number>();
  let takes = 0;
  return {
    async take(kind, uid) {
      const t = now();
      if (++takes % 1_000 === 0) for (const [key, end] of until) if (end <= t) until.delete(key);
      const key = `${kind}:${uid}`;
      const end = until.get(key);
      if (end !== undefined && end > t) throw tooFrequent(end - t, t);
      until.set(key, t + intervals[kind]);
    },
    async release(kind, uid) {
      until.delete(`${kind}:${uid}`);
    },
  };
}
