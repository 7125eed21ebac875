// The printed figures: per action p50/p99 against its budget and its errors by code; the totals;
// and, for the soak, each sampled series with whether it stayed flat.
import { BUDGET_MS, percentile, type Recorder } from "./record.js";

export interface Sample {
  minute: number;
  rssMb: number[];
  fds: number[];
  dbConnections: number;
  queueDepth: number;
  /** Requests waiting for a database connection, summed over the instances (diagnosis, not judged). */
  poolWaiting: number;
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

/** Prints the per-action table; returns the budget breaches (empty: within budget). */
export function printActions(recorder: Recorder, seconds: number): string[] {
  const breaches: string[] = [];
  console.log(
    `\n${"action".padEnd(24)} ${pad("calls", 7)} ${pad("/s", 6)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("budget", 7)}  errors`,
  );
  const rows = [...recorder.actions.entries()].sort((a, b) => b[1].latencies.length - a[1].latencies.length);
  for (const [action, stats] of rows) {
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    const budget = BUDGET_MS[stats.kind];
    const errors = [...stats.errors].map(([code, n]) => `${code} x${n}`).join(", ");
    const over = p99 >= budget;
    if (over) breaches.push(`${action} p99 ${p99.toFixed(0)} ms ≥ ${budget} ms`);
    console.log(
      `${action.padEnd(24)} ${pad(sorted.length, 7)} ${pad((sorted.length / seconds).toFixed(1), 6)} ${pad(percentile(sorted, 0.5).toFixed(1), 7)} ${pad(p99.toFixed(1), 7)} ${pad(`<${budget}`, 7)}${over ? " OVER" : "     "} ${errors || "0"}`,
    );
  }
  const byKind = (kind: "read" | "write") => {
    const all = rows.filter(([, s]) => s.kind === kind).flatMap(([, s]) => s.latencies);
    all.sort((a, b) => a - b);
    return `${kind}s ${all.length}: p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms (budget < ${BUDGET_MS[kind]} ms)`;
  };
  console.log(`\n${byKind("read")}\n${byKind("write")}`);
  return breaches;
}

/**
 * A series is flat when it shows no upward trend: after the first two minutes (start-up and
 * warm-up), the mean of the later half of the samples exceeds the mean of the earlier half by no
 * more than the tolerance. Single samples swing with the load of the moment (a stall of the
 * database leaves hundreds of sockets open for a minute), so a leak is judged by the trend.
 */
export const TOLERANCE = {
  /** Memory of each process: +25% or +40 MB, whichever is larger (the heap breathes with GC). */
  rssMb: (base: number) => Math.max(base * 0.25, 40),
  /** Open descriptors of each process: +50% or +50, whichever is larger (sockets follow the requests in flight). */
  fds: (base: number) => Math.max(base * 0.5, 50),
  /** Database connections: +4 (the pools are bounded; a leak grows past them). */
  dbConnections: () => 4,
} as const;
/** The job queue may hold at most this many jobs at any sample (the worker keeps up). */
const QUEUE_DEPTH_MAX = 50;

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** Prints each soak series and whether it stayed flat; returns the series that did not. */
export function printSoak(samples: Sample[], names: string[]): string[] {
  const judged = samples.filter((s) => s.minute >= 2);
  const half = Math.floor(judged.length / 2);
  const failed: string[] = [];
  const line = (name: string, values: number[], verdict: string) =>
    console.log(`${name.padEnd(22)} ${values.map((v) => v.toFixed(0)).join(" ")}  -> ${verdict}`);
  const judge = (name: string, of: (s: Sample) => number, tolerance: (base: number) => number) => {
    const earlier = mean(judged.slice(0, half).map(of));
    const later = mean(judged.slice(half).map(of));
    const limit = earlier + tolerance(earlier);
    const flat = half === 0 || later <= limit;
    if (!flat) failed.push(name);
    line(
      name,
      samples.map(of),
      `${flat ? "flat" : "GROWING"} (mean ${earlier.toFixed(0)} then ${later.toFixed(0)}, limit ${limit.toFixed(0)})`,
    );
  };
  console.log(`\nsoak series, one sample a minute (minutes ${samples.map((s) => s.minute).join(" ")}):`);
  names.forEach((name, i) => {
    judge(`${name} RSS MB`, (s) => s.rssMb[i] ?? 0, TOLERANCE.rssMb);
  });
  names.forEach((name, i) => {
    judge(`${name} open fds`, (s) => s.fds[i] ?? 0, TOLERANCE.fds);
  });
  judge("db connections", (s) => s.dbConnections, TOLERANCE.dbConnections);
  const deepest = Math.max(...samples.map((s) => s.queueDepth));
  if (deepest > QUEUE_DEPTH_MAX) failed.push("queue depth");
  line(
    "queue depth",
    samples.map((s) => s.queueDepth),
    `${deepest <= QUEUE_DEPTH_MAX ? "flat" : "GROWING"} (at most ${deepest}, limit ${QUEUE_DEPTH_MAX})`,
  );
  line(
    "db pool waiting",
    samples.map((s) => s.poolWaiting),
    "requests queued for a connection (not judged)",
  );
  if (half === 0) console.log("(too short to judge: fewer than two samples after the warm-up)");
  return failed;
}
