// What the bench reads of the server processes and the database while they run: CPU time, resident
// memory and open descriptors from /proc (Linux), connections from pg_stat_activity, and the job
// queue's depth from pg-boss's table.
import { readdirSync, readFileSync } from "node:fs";
import type pg from "pg";

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const CLOCK_TICKS = 100;

/** A process's CPU time so far in ms (user + system); undefined where /proc is missing. */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Resident memory in MB. */
export function rssMb(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Open file descriptors (sockets, files, pipes). */
export function openFds(pid: number): number | undefined {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return undefined;
  }
}

/** Connections to the bench's database, from every process. */
export async function dbConnections(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
    [database],
  );
  return rows[0]?.n ?? 0;
}

/** Jobs waiting or running in pg-boss (created, retry, active). */
export async function queueDepth(data: pg.Client): Promise<number> {
  const { rows } = await data.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')",
  );
  return rows[0]?.n ?? 0;
}

/** Requests of one instance waiting for a database connection, from its `/metrics`. */
export async function poolWaiting(url: string, token: string): Promise<number | undefined> {
  try {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    const line = text.split("\n").find((l) => l.startsWith('icms_db_pool_connections{pool="primary",state="waiting"}'));
    return line ? Number(line.split(" ").at(-1)) : undefined;
  } catch {
    return undefined;
  }
}
