import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config.js";
import { drainOnSignals } from "./drain.js";

/** A platform whose stop the test settles, a log that keeps its lines, and the exits asked for. */
function setUp(env: Record<string, string> = {}) {
  let settle: { resolve(): void; reject(error: Error): void } | undefined;
  const stop = vi.fn(() => new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
  const lines: string[] = [];
  const log = {
    info: (_fields: object, message?: string) => lines.push(`info ${message ?? _fields}`),
    error: (_fields: object, message?: string) => lines.push(`error ${message ?? _fields}`),
  };
  const signals = new EventEmitter();
  const exits: number[] = [];
  drainOnSignals({ config: loadConfig(env), log: log as never, stop }, { signals, exit: (code) => exits.push(code) });
  return { stop, lines, signals, exits, settle: () => settle as NonNullable<typeof settle> };
}

describe("draining on SIGTERM", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stops the platform once and exits 0 when it has stopped", async () => {
    const { stop, lines, signals, exits, settle } = setUp();
    signals.emit("SIGTERM", "SIGTERM");
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([]);
    settle().resolve();
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(lines).toEqual(["info stopping", "info drained"]);
  });

  it("exits 1 at once on a second signal, saying so", () => {
    const { stop, lines, signals, exits } = setUp();
    signals.emit("SIGINT", "SIGINT");
    signals.emit("SIGTERM", "SIGTERM");
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toBe("error second signal while draining: exiting without waiting");
  });

  it("exits 1 when the drain outlasts DRAIN_TIMEOUT_SECONDS, 25 by default", () => {
    vi.useFakeTimers();
    expect(loadConfig({}).DRAIN_TIMEOUT_SECONDS).toBe(25);
    const { lines, signals, exits } = setUp({ DRAIN_TIMEOUT_SECONDS: "5" });
    signals.emit("SIGTERM", "SIGTERM");
    vi.advanceTimersByTime(4_999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toBe("error drain not finished after 5 s: exiting without waiting");
  });

  it("exits 1 when stopping fails", async () => {
    const { signals, exits, lines, settle } = setUp();
    signals.emit("SIGTERM", "SIGTERM");
    settle().reject(new Error("the database would not close"));
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(lines.at(-1)).toBe("error drain failed");
  });
});
