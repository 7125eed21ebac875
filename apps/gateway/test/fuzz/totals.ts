import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The fuzzer's shards each write what they sent to a file of the run's folder; the global setup
 * (totals-setup.ts) sums them into the one line a run prints, whatever the number of shards.
 */

/** Inputs per action and session, and the seed that replays them (CONTRIBUTING.md). */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

export interface ShardTotals {
  /** "PGlite" or "PostgreSQL". */
  database: string;
  actions: number;
  requests: number;
  serverErrors: number;
}

export function recordShard(dir: string, shard: number, totals: ShardTotals): void {
  writeFileSync(join(dir, `shard-${shard}.json`), JSON.stringify(totals));
}

/** The run's line, e.g. `fuzz (PGlite): 240 actions, ...`, or nothing when no shard ran. */
export function totalsLine(dir: string): string | undefined {
  const shards = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ShardTotals);
  if (shards.length === 0) return undefined;
  const sum = (key: "actions" | "requests" | "serverErrors") => shards.reduce((n, shard) => n + shard[key], 0);
  // A shard whose gateway did not start names no database.
  const databases = [...new Set(shards.map((shard) => shard.database).filter(Boolean))].join("+");
  return (
    `fuzz (${databases}): ${sum("actions")} actions, ${sum("requests")} requests, ` +
    `${sum("serverErrors")} server errors (seed ${SEED}, ${RUNS} inputs per action and session)`
  );
}
