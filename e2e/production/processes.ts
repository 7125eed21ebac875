/**
 * The production suite's processes: each one started on its own, its output kept for the failure
 * message, stopped by its id at the end. Whatever is still running when the test process exits
 * (a failed setup, an interrupted run) is killed then, so no process outlives the suite.
 */
import { type ChildProcess, spawn } from "node:child_process";

/** Lines of a process's output kept for the failure message. */
const KEPT_LINES = 60;

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export interface Service {
  name: string;
  pid: number;
  /** The last lines the process wrote (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /** Stops it: SIGTERM, then SIGKILL when it has not exited within ten seconds. */
  stop(): Promise<void>;
  /** Kills it at once, as a crash or an out-of-memory kill would. */
  kill(): Promise<void>;
}

export interface ServiceOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** Starts a long-running process. */
export function startService({ name, command, args, env, cwd }: ServiceOptions): Service {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? "unknown");
    });
    child.once("error", (error) => {
      running.delete(child);
      lines.push(String(error));
      resolve("spawn error");
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    pid: child.pid ?? -1,
    output: () => lines.join("\n"),
    exited,
    async stop() {
      if (hasExited()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (hasExited()) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Waits until `check` answers true, failing with the process's output when it exits first. */
export async function waitUntil(service: Service, what: string, check: () => Promise<boolean>): Promise<void> {
  let exit: number | string | undefined;
  void service.exited.then((code) => {
    exit = code;
  });
  // Generous on purpose: a cold start on a shared machine can take a while; the wait ends at once
  // when the process is ready (or has died).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exit !== undefined) throw new Error(`${service.name} exited (${exit}) before ${what}:\n${service.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${service.name}: no ${what} within two minutes:\n${service.output()}`);
}

/** Waits until `url` answers 200. */
export function waitForHttp(service: Service, url: string): Promise<void> {
  return waitUntil(service, `an answer at ${url}`, async () => (await fetch(url)).ok);
}

/** Runs a one-shot command to its end; answers its output, or throws with it when it fails. */
export async function runOnce(options: ServiceOptions): Promise<string> {
  const service = startService(options);
  const code = await service.exited;
  if (code !== 0) throw new Error(`${options.name} failed (${code}):\n${service.output()}`);
  return service.output();
}
