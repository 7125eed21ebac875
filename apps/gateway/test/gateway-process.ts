/**
 * The gateway in a child process (`gateway-child.ts`), for tests that kill it or stop it: it runs
 * under node itself (not npx), prints its URL once it listens, and dies with the signal it is sent.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

const CHILD_FILE = new URL("./gateway-child.ts", import.meta.url).pathname;

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process (null for a normal exit). */
  exited: Promise<NodeJS.Signals | null>;
  /** Resolves with the exit code (null when a signal ended it). */
  exitCode: Promise<number | null>;
  /** Resolves with the first line printed after the URL (its log, with LOG_LEVEL on) that matches. */
  line(matches: (line: string) => boolean): Promise<string>;
  /** Stops it gracefully. */
  stop(): Promise<void>;
}

export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD_FILE], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  // Every line is kept, so a test waiting for one cannot miss it however late it asks.
  const seen: string[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    seen.push(line);
    for (const wake of waiting) wake();
  });
  const line = (matches: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = seen.find(matches);
        if (found === undefined) return false;
        waiting.delete(look);
        resolve(found);
        return true;
      };
      if (look()) return;
      waiting.add(look);
      void ended.then(({ code, signal }) => {
        if (waiting.delete(look)) reject(new Error(`the gateway process ended (${signal ?? code}) before that line`));
      });
    });
  // The log (with LOG_LEVEL on) is JSON; the URL is the one line that is not.
  const url = await line((text) => text.startsWith("http"));
  return {
    url,
    child,
    exited: ended.then(({ signal }) => signal),
    exitCode: ended.then(({ code }) => code),
    line,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await ended;
    },
  };
}
