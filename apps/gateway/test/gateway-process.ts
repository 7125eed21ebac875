/**
 * The gateway in a child process (`gateway-child.ts`), for tests that kill it: it runs under node
 * itself (not npx), prints its URL once it listens, and dies with the signal it is sent.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

const CHILD_FILE = new URL("./gateway-child.ts", import.meta.url).pathname;

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process (null for a normal exit). */
  exited: Promise<NodeJS.Signals | null>;
  /** Stops it gracefully. */
  stop(): Promise<void>;
}

export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD_FILE], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  const [line] = (await Promise.race([
    once(child.stdout as NodeJS.ReadableStream, "data"),
    exited.then((signal) => {
      throw new Error(`the gateway process ended before listening (${signal})`);
    }),
  ])) as [Buffer];
  return {
    url: line.toString().trim(),
    child,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
