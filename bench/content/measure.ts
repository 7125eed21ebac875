// One load of the content bench: autocannon against a URL, with the CPU the gateway's process and
// the database's backends spent meanwhile (from /proc, Linux only), per request. On a shared
// machine wall-clock latency swings with the neighbours' load; CPU per request does much less.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import type pg from "pg";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User and system CPU of a process, in ms (0 once it is gone or off Linux). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** CPU ms per request of the gateway's process and of the database's backends (null for a bare server). */
  gatewayCpu: number | null;
  dbCpu: number | null;
}

/** The backends of one database: those the gateway's pool holds open. */
async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [database],
  );
  return rows.map((row) => row.pid);
}

export async function load(
  url: string,
  body: string,
  seconds: number,
  watch?: { pid: number; admin: pg.Client; database: string },
): Promise<LoadResult> {
  const pids = watch ? await backendPids(watch.admin, watch.database) : [];
  const before = watch ? cpuMs(watch.pid) : 0;
  const dbBefore = pids.map(cpuMs);
  const result = await autocannon({
    url,
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const requests = Math.max(result.requests.total, 1);
  const dbSpent = pids.reduce((sum, pid, i) => sum + cpuMs(pid) - (dbBefore[i] ?? 0), 0);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    gatewayCpu: watch ? (cpuMs(watch.pid) - before) / requests : null,
    dbCpu: watch ? dbSpent / requests : null,
  };
}
