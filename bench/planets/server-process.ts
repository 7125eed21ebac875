import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

const SERVER_FILE = new URL("./server.ts", import.meta.url).pathname;

/**
 * Starts one gateway instance (`server.ts`) in its own process and resolves with its URL. It runs
 * under node itself, not npx: a signal to npx would leave the server running.
 */
export async function startBenchServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_FILE], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  return { url: line.toString().trim(), child };
}
