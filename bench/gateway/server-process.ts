import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

const SERVER_FILE = new URL("./server.ts", import.meta.url).pathname;

/**
 * Starts `server.ts` (`gateway` or `bare`) in its own process and resolves with its URL.
 * It runs under node itself, not npx: a signal to npx would leave the server running.
 */
export async function startBenchServer(
  args: string[],
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  // BENCH_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=prof`.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", SERVER_FILE, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  return { url: line.toString().trim(), child };
}
