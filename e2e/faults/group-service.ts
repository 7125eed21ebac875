/**
 * A server process started in a process group of its own (a PostgreSQL postmaster with its
 * backends, under runuser as root), so that a kill reaches every process of it by the group's id.
 * Whatever is still running when the test process exits is killed then.
 */
import { spawn } from "node:child_process";
import type { Service, ServiceOptions } from "../production/processes.ts";

const KEPT_LINES = 60;
const groups = new Set<number>();
process.once("exit", () => {
  for (const group of groups) signalGroup(group, "SIGKILL");
});

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // Already gone.
  }
}

export function startGroupService({ name, command, args, env, cwd }: ServiceOptions): Service {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const group = child.pid ?? -1;
  groups.add(group);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
    child.once("error", (error) => {
      lines.push(String(error));
      resolve("spawn error");
    });
  });
  // The group's other processes may outlive its leader for a moment: wait until none is left.
  const groupGone = async () => {
    for (;;) {
      try {
        process.kill(-group, 0);
      } catch {
        groups.delete(group);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    name,
    pid: group,
    output: () => lines.join("\n"),
    exited,
    async stop() {
      signalGroup(group, "SIGTERM");
      const timer = setTimeout(() => signalGroup(group, "SIGKILL"), 10_000);
      await exited;
      await groupGone();
      clearTimeout(timer);
    },
    async kill() {
      signalGroup(group, "SIGKILL");
      await exited;
      await groupGone();
    },
  };
}
