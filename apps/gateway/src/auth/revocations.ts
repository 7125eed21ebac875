import { sql } from "kysely";
import type { InvalidationBus } from "../cache/invalidation.js";
import type { Db, Queryable } from "../db/db.js";

/** Bus keys that announce a revoked sign-in carry this prefix. */
const KEY_PREFIX = "session-revoked:";
/** Past this many entries, a revocation also sweeps the expired ones. */
const SWEEP_ABOVE = 1_000;

/**
 * Sign-ins whose access tokens must be refused before they expire. The check is a lookup in
 * memory, so it costs nothing on the request path; a revocation is written to the database (the
 * record a starting instance reads) and announced over the invalidation bus, which with Redis
 * reaches every instance. An entry is kept as long as an access token lives: no token of a revoked
 * sign-in is issued afterwards, so by then every one of them has expired anyway.
 */
export interface SessionRevocations {
  has(family: string): boolean;
  /** Records the revocation in `q`'s transaction; `announce` tells every instance once it commits. */
  record(q: Queryable, family: string): Promise<void>;
  announce(family: string): Promise<void>;
}

export function sessionRevocations(
  bus: InvalidationBus,
  ttlSeconds: number,
  now: () => number = Date.now,
): SessionRevocations & { load(db: Db): Promise<void> } {
  const until = new Map<string, number>();
  const remember = (family: string, at: number) => {
    if (until.size > SWEEP_ABOVE) {
      const t = now();
      for (const [key, end] of until) if (end <= t) until.delete(key);
    }
    until.set(family, at + ttlSeconds * 1000);
  };
  bus.subscribe((key) => {
    if (key.startsWith(KEY_PREFIX)) remember(key.slice(KEY_PREFIX.length), now());
  });
  return {
    has(family) {
      const end = until.get(family);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(family);
      return false;
    },
    async record(q, family) {
      await q.kysely
        .insertInto("revoked_sessions")
        .values({ family })
        .onConflict((oc) => oc.column("family").doNothing())
        .execute();
    },
    async announce(family) {
      await bus.publish(`${KEY_PREFIX}${family}`);
    },
    async load(db) {
      const rows = await db.kysely
        .selectFrom("revoked_sessions")
        .select(["family", "revoked_at"])
        .where("revoked_at", ">", sql<Date>`now() - make_interval(secs => ${ttlSeconds})`)
        .execute();
      for (const row of rows) remember(row.family, new Date(row.revoked_at).getTime());
    },
  };
}
