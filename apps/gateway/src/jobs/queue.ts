import { sql } from "kysely";
import PgBoss from "pg-boss";
import type { Queryable } from "../db/db.js";
import { script } from "../db/scripts.js";

/**
 * The background jobs of every area, by name, with their payloads. Each area declares its own
 * in its `index.ts` (`declare module "../../jobs/queue.js" { interface JobPayloads { ... } }`),
 * and its handlers in `defineArea({ jobs })`.
 * @public (extended by declaration merging, which knip does not follow)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each area's declaration merging
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

/**
 * Work that must outlive a request and survive a restart, kept in the database beside the data
 * (pg-boss, schema `pgboss`): a job is sent inside the transaction of the change that needs it,
 * so it exists exactly when the change does, and a worker on any instance runs it, with retries.
 */
export interface JobQueue {
  /**
   * Sends a job as part of `q`'s transaction (or at once, given the database itself);
   * `startAfterSeconds` holds it back that long (a retry after a rate limit); `expireInSeconds` is how
   * long a started job may run before it counts as lost (its process died) and runs again.
   */
  send<N extends JobName>(
    q: Queryable,
    name: N,
    payload: JobPayloads[N],
    options?: { startAfterSeconds?: number; expireInSeconds?: number },
  ): Promise<void>;
  /** Runs `handler` for every job of `name`, here; a job whose handler throws is retried later. */
  work<N extends JobName>(name: N, handler: (payload: JobPayloads[N]) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export interface JobQueueOptions {
  /** Every job name any area sends, so each has its queue before the first send. */
  names: readonly string[];
  /** How often an idle worker looks for work. */
  pollSeconds: number;
  /** Attempts after the first, with growing delays from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long closing waits for running jobs (10 s unless given). */
  stopTimeoutSeconds?: number;
  /**
   * How often the queue's upkeep runs (on one instance at a time): it finds started jobs past
   * their expiry, whose process died, and hands them back for another try; pg-boss's 120 s when
   * not given. A killed worker's job therefore runs again within its expiry plus this.
   */
  maintenanceSeconds?: number;
  onError(error: Error): void;
}

/**
 * pg-boss's view of a database or transaction: statements with parameters run as they are; its
 * schema scripts (several statements, no parameters) run as scripts, which PGlite needs.
 */
function bossDb(q: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return { rows: await q.query(text, values) };
      return { rows: await runScript(q, text) };
    },
  };
}

/**
 * Runs a script on one connection, rolled back when it fails. pg-boss's scripts open their own
 * transaction (BEGIN ... COMMIT), and instances that start together race to install its schema:
 * the losers' scripts fail half-way (pg-boss expects that), and a connection left inside the
 * failed transaction would go back to the pool, where every later statement on it would fail.
 */
async function runScript(q: Queryable, text: string): Promise<unknown[]> {
  if (q.kysely.isTransaction) return (await script(text).execute(q.kysely)).rows as unknown[];
  return q.kysely.connection().execute(async (connection) => {
    try {
      return (await script(text).execute(connection)).rows as unknown[];
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** The advisory lock under which instances create their queues, one instance at a time. */
const CREATE_QUEUES_LOCK = 7303;

/**
 * Creates the queues that do not exist yet. Instances that start together on one PostgreSQL
 * would otherwise create the same queues at the same moment (a partition table each), and
 * PostgreSQL aborts one of them as a deadlock: so they take turns under an advisory lock, held on
 * a connection of its own, and the ones that come later find every queue there. PGlite has one
 * connection and one process.
 */
async function createQueues(db: Queryable, boss: PgBoss, names: readonly string[]): Promise<void> {
  const create = async () => {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const name of names) if (!existing.has(name)) await boss.createQueue(name);
  };
  if (!("kind" in db) || db.kind !== "postgres") return create();
  await db.kysely.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${CREATE_QUEUES_LOCK})`.execute(connection);
    try {
      await create();
    } finally {
      await sql`SELECT pg_advisory_unlock(${CREATE_QUEUES_LOCK})`.execute(connection);
    }
  });
}

export async function openJobQueue(db: Queryable, options: JobQueueOptions): Promise<JobQueue> {
  // Once the queue has stopped, pg-boss's own statements no longer reach the database. A fetch
  // under way when it stopped may still hand a job to a worker, and pg-boss then records that
  // job's outcome (complete or fail, the only statements it makes after stopping) in a database
  // the gateway is closing. Answered "no row changed" instead, the job stays active in the table
  // and runs again when it expires, on whichever instance is up.
  let stopped = false;
  const own = bossDb(db);
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? Promise.resolve({ rows: [{ count: 0 }] }) : own.executeSql(text, values),
    },
    schema: "pgboss",
    // Cron schedules are not used; maintenance (expiry, archiving) runs on whichever instance is up.
    schedule: false,
    retryLimit: options.retryLimit ?? 8,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    ...(options.maintenanceSeconds !== undefined ? { maintenanceIntervalSeconds: options.maintenanceSeconds } : {}),
  });
  boss.on("error", options.onError);
  await boss.start();
  await createQueues(db, boss, options.names);
  return {
    async send(q, name, payload, sendOptions) {
      const startAfter = sendOptions?.startAfterSeconds;
      const expireIn = sendOptions?.expireInSeconds;
      await boss.send(name, payload as object, {
        db: bossDb(q),
        ...(startAfter !== undefined && startAfter > 0 ? { startAfter: Math.ceil(startAfter) } : {}),
        ...(expireIn !== undefined ? { expireInSeconds: Math.max(1, Math.ceil(expireIn)) } : {}),
      });
    },
    async work(name, handler) {
      await boss.work<JobPayloads[typeof name]>(
        name,
        { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    async close() {
      // Waits for running jobs; the database is the gateway's to close.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: (options.stopTimeoutSeconds ?? 10) * 1000 });
      stopped = true;
    },
  };
}
