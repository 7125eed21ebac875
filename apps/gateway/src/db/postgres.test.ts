/**
 * A connection the server drops while it is checked out from the pool (a crash or restart of
 * PostgreSQL, here a terminated backend) fails its next statement instead of ending the process,
 * and the pool goes on with a new connection. Needs a PostgreSQL server (DATABASE_URL).
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { keepCheckedOutErrors, openPostgres } from "./postgres.js";
import { isDatabaseUnavailable } from "./unavailable.js";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("a pooled connection dropped while in use", () => {
  it("fails its next statement as an outage, ends no process, and the pool reconnects", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    keepCheckedOutErrors(pool);
    const held = await pool.connect();
    try {
      const { rows } = await held.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      // Only 'end' is listened for here: an 'error' with no listener would be an uncaught exception.
      const ended = new Promise<void>((resolve) => held.once("end", resolve));
      await pool.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
      // The server's FATAL message arrives while no statement runs on the held connection, then it closes.
      await ended;
      const next = await held.query("SELECT 1").catch((error: unknown) => error);
      expect(isDatabaseUnavailable(next)).toBe(true);
    } finally {
      held.release();
    }
    expect((await pool.query<{ one: number }>("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});

describe.skipIf(!url)("a request waiting for a connection (DATABASE_POOL_WAIT_SECONDS)", () => {
  it("gives up after the wait as an outage (503), and the pool serves the next caller once one is free", async () => {
    const db = await openPostgres(url as string, { size: 1, waitMs: 100 });
    let release: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // The pool's only connection is held by an open transaction.
    const held = db.tx(async (q) => {
      await q.query("SELECT 1");
      entered();
      await holding;
    });
    await inside;
    const waited = await db.query("SELECT 1").catch((error: unknown) => error);
    expect(isDatabaseUnavailable(waited)).toBe(true);
    release();
    await held;
    expect(await db.query<{ one: number }>("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await db.close();
  });
});

describe.skipIf(!url)("two transactions locking crosswise", () => {
  it("both complete: PostgreSQL's deadlock victim is rolled back and run again", async () => {
    const db = await openPostgres(url as string, { size: 2 });
    let bothHoldOne: () => void = () => {};
    let held = 0;
    const ready = new Promise<void>((resolve) => {
      bothHoldOne = () => {
        held += 1;
        if (held === 2) resolve();
      };
    });
    const runs = { a: 0, b: 0 };
    const crosswise = (name: "a" | "b", first: number, second: number) =>
      db.tx(async (q) => {
        runs[name] += 1;
        await q.query("SELECT pg_advisory_xact_lock(4242, $1)", [first]);
        // Only the first run waits for the other: a retry finds the lock free.
        if (runs[name] === 1) {
          bothHoldOne();
          await ready;
        }
        await q.query("SELECT pg_advisory_xact_lock(4242, $1)", [second]);
        return name;
      });
    expect(await Promise.all([crosswise("a", 1, 2), crosswise("b", 2, 1)])).toEqual(["a", "b"]);
    expect(runs.a + runs.b).toBe(3);
    await db.close();
  });
});
