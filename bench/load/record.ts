// What the load records: every call's latency by action, and every failure by code. A failure is
// any reply with a non-zero gateway code, any HTTP status of 500 or more, or no reply at all:
// the mix only makes calls a correct client makes, so none is expected.
import { GatewayCallError } from "@icms/protocol";

/** Reads answer in under 200 ms at p99, writes (and signed decisions, votes, quotes) in under 400 ms. */
export const BUDGET_MS = { read: 200, write: 400 } as const;
export type ActionKind = keyof typeof BUDGET_MS;

export interface ActionStats {
  kind: ActionKind;
  latencies: number[];
  /** Failures by code: the gateway's code, `http <status>`, or `no reply`. */
  errors: Map<string, number>;
}

export class Recorder {
  readonly actions = new Map<string, ActionStats>();
  /** A few failure messages, for finding their cause. */
  readonly samples: string[] = [];

  private statsOf(action: string, kind: ActionKind): ActionStats {
    let stats = this.actions.get(action);
    if (!stats) {
      stats = { kind, latencies: [], errors: new Map() };
      this.actions.set(action, stats);
    }
    return stats;
  }

  /** Times `call` as `action`; a failure is counted and swallowed (the member goes on). */
  async time<T>(action: string, kind: ActionKind, call: () => Promise<T>): Promise<T | undefined> {
    const stats = this.statsOf(action, kind);
    const started = performance.now();
    try {
      return await call();
    } catch (error) {
      const code =
        error instanceof GatewayCallError
          ? error.code !== undefined
            ? String(error.code)
            : error.status !== undefined
              ? `http ${error.status}`
              : "no reply"
          : "client error";
      stats.errors.set(code, (stats.errors.get(code) ?? 0) + 1);
      if (this.samples.length < 20) this.samples.push(`${action}: ${code} ${(error as Error).message}`);
      return undefined;
    } finally {
      stats.latencies.push(performance.now() - started);
    }
  }

  get requests(): number {
    let n = 0;
    for (const stats of this.actions.values()) n += stats.latencies.length;
    return n;
  }

  get errorCount(): number {
    let n = 0;
    for (const stats of this.actions.values()) for (const count of stats.errors.values()) n += count;
    return n;
  }

  /** Drops what was recorded so far (the sign-in and warm-up are not part of the figures). */
  clear(): void {
    this.actions.clear();
    this.samples.length = 0;
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
