import { afterEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import { openPostgres } from "../db/postgres.js";
import type { Db } from "../db/db.js";
import { type JobQueue, openJobQueue } from "./queue.js";

// A job name of the tests' own; the areas' names are typed through JobPayloads.
const NAME = "test.note" as never;
type Note = { text: string };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(): Promise<Db> {
  const { db, drop } = await openTestDatabase();
  cleanups.push(drop);
  return db;
}

async function queue(db: Db, retryDelaySeconds = 1): Promise<JobQueue> {
  const jobs = await openJobQueue(db, { names: [NAME], pollSeconds: 0.5, retryDelaySeconds, onError: () => {} });
  cleanups.push(() => jobs.close());
  return jobs;
}

describe("background jobs", () => {
  it("exist exactly when the transaction that sends them commits", async () => {
    const db = await database();
    const jobs = await queue(db);
    await db
      .tx(async (q) => {
        await jobs.send(q, NAME, { text: "rolled back" } as never);
        throw new Error("the change fails");
      })
      .catch(() => undefined);
    await db.tx((q) => jobs.send(q, NAME, { text: "committed" } as never));
    const seen: string[] = [];
    await jobs.work(NAME, async (payload: Note) => {
      seen.push(payload.text);
    });
    await vi.waitFor(() => expect(seen).toEqual(["committed"]), { timeout: 15_000, interval: 100 });
  });

  it("survive a restart: sent by one process, run by the next", async () => {
    const db = await database();
    const first = await queue(db);
    await first.send(db, NAME, { text: "before the restart" } as never);
    await first.close();
    cleanups.pop();

    const second = await queue(db);
    const seen: string[] = [];
    await second.work(NAME, async (payload: Note) => {
      seen.push(payload.text);
    });
    await vi.waitFor(() => expect(seen).toEqual(["before the restart"]), { timeout: 15_000, interval: 100 });
  });

  it("are tried again when their handler fails", async () => {
    const db = await database();
    const jobs = await queue(db, 1);
    let attempts = 0;
    await jobs.work(NAME, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("storage is down");
    });
    await jobs.send(db, NAME, { text: "flaky" } as never);
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 20_000, interval: 100 });
  });

  it("write nothing once stopped: a job still running then fails without touching the closed database", async () => {
    const { db, drop } = await openTestDatabase();
    const jobs = await openJobQueue(db, { names: [NAME], pollSeconds: 0.5, stopTimeoutSeconds: 1, onError: () => {} });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failed = false;
    await jobs.work(NAME, async () => {
      started();
      await released;
      failed = true;
      throw new Error("the database went away");
    });
    await jobs.send(db, NAME, { text: "outlives the queue" } as never);
    await running;
    // Closing gives up on the job after its time-out, and the gateway then closes the database.
    await jobs.close();
    await drop();
    release();
    await vi.waitFor(() => expect(failed).toBe(true));
    // pg-boss records the failure through the queue's own statements: an unhandled rejection from
    // a destroyed database would fail this run.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it("open together on one PostgreSQL from several instances: each queue created once, no deadlock", async () => {
    const { db, url, drop } = await openTestDatabase();
    cleanups.push(drop);
    // Each instance has its own connections, as separate processes have; PGlite has one process.
    const instances = url ? await Promise.all([1, 2, 3].map(() => openPostgres(url, { size: 4 }))) : [db];
    for (const instance of instances) if (instance !== db) cleanups.push(() => instance.close());
    const names = Array.from({ length: 12 }, (_, i) => `test.together.${i}` as never);
    const started = await Promise.all(
      instances.map((instance) => openJobQueue(instance, { names, pollSeconds: 0.5, onError: () => {} })),
    );
    for (const jobs of started) cleanups.push(() => jobs.close());
    const rows = await db.query<{ count: string }>(
      "SELECT count(*) AS count FROM pgboss.queue WHERE name LIKE 'test.together.%'",
    );
    expect(Number(rows[0]?.count)).toBe(names.length);
  });
});
