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
 * A series is flat when, after the first two minutes (start-up and warm-up), no later sample
 * exceeds the warm-up baseline (the sample at minute 2) by more than the tolerance.
 */
export const TOLERANCE = {
  /** Memory of each instance: +25% or +40 MB, whichever is larger (the heap breathes with GC). */
  rssMb: (base: number) => Math.max(base * 0.25, 40),
  /** Open descriptors of each instance: +20 (keep-alive sockets come and go). */
  fds: () => 20,
  /** Database connections: +4 (the pools are bounded; a leak grows past them). */
  dbConnections: () => 4,
  /** Queue depth: at most 50 waiting jobs at any sample (the worker keeps up). */
  queueDepth: () => 50,
} as const;

/** Prints each soak series and whether it stayed flat; returns the series that did not. */
export function printSoak(samples: Sample[], names: string[]): string[] {
  const baseAt = samples.find((s) => s.minute >= 2) ?? samples[0];
  if (!baseAt) return [];
  const later = samples.filter((s) => s.minute > baseAt.minute);
  const failed: string[] = [];
  const judge = (name: string, values: number[], base: number, allowed: number, absolute = false) => {
    const limit = absolute ? allowed : base + allowed;
    const worst = Math.max(...values.slice(samples.indexOf(baseAt) + 1), base);
    const flat = worst <= limit;
    if (!flat) failed.push(name);
    console.log(
      `${name.padEnd(22)} ${values.map((v) => v.toFixed(0)).join(" ")}  -> ${flat ? "flat" : "GROWING"} (baseline ${base.toFixed(0)} at minute ${baseAt.minute}, limit ${limit.toFixed(0)}, worst ${worst.toFixed(0)})`,
    );
  };
  console.log(`\nsoak series, one sample a minute (minutes ${samples.map((s) => s.minute).join(" ")}):`);
  baseAt.rssMb.forEach((base, i) => {
    judge(
      `${names[i]} RSS MB`,
      samples.map((s) => s.rssMb[i] ?? 0),
      base,
      TOLERANCE.rssMb(base),
    );
  });
  baseAt.fds.forEach((base, i) => {
    judge(
      `${names[i]} open fds`,
      samples.map((s) => s.fds[i] ?? 0),
      base,
      TOLERANCE.fds(),
    );
  });
  judge(
    "db connections",
    samples.map((s) => s.dbConnections),
    baseAt.dbConnections,
    TOLERANCE.dbConnections(),
  );
  judge(
    "queue depth",
    samples.map((s) => s.queueDepth),
    baseAt.queueDepth,
    TOLERANCE.queueDepth(),
    true,
  );
  console.log(
    `${"db pool waiting".padEnd(22)} ${samples.map((s) => s.poolWaiting.toFixed(0)).join(" ")}  (requests queued for a connection; not judged)`,
  );
  if (later.length === 0) console.log("(too short to judge: no sample after the baseline)");
  return failed;
}
