/**
 * A PostgreSQL server of the fault suite's own, so that it can be killed: initdb into a temporary
 * folder with the machine's binaries (`pg_config --bindir`), started on a free port with trust
 * authentication. PostgreSQL refuses to run as root, so as root it runs as the postgres user
 * (`runuser`), its folder given to that user. The postmaster and its backends form a process group
 * of their own, so a kill ends them all at once, as an out-of-memory kill of a container would.
 */
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPostgres } from "../../apps/gateway/src/db/postgres.ts";
import { freePort } from "./ports.ts";
import { type Service, waitUntil } from "../production/processes.ts";
import { startGroupService } from "./group-service.ts";

export interface PostgresServer {
  url: string;
  port: number;
  /** The running postmaster, undefined while it is down. */
  service(): Service | undefined;
  /** SIGKILL to the postmaster and every backend: no shutdown, no checkpoint. */
  kill(): Promise<void>;
  /** Starts it again on the same folder and port (crash recovery runs first); resolves once it answers. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

function owned(command: string, args: string[]): { command: string; args: string[] } {
  return asRoot ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] } : { command, args };
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  const dir = mkdtempSync(join(tmpdir(), "icms-faults-pg-"));
  const data = join(dir, "data");
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    chownSync(dir, id("-u"), id("-g"));
  }
  const init = owned(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  execFileSync(init.command, init.args, { stdio: "pipe" });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let current: Service | undefined;

  const start = async () => {
    // fsync stays on: what the server acknowledged must survive the kill.
    const run = owned(join(bin, "postgres"), [
      "-D",
      data,
      "-p",
      String(port),
      "-h",
      "127.0.0.1",
      "-k",
      dir,
      "-c",
      "max_connections=60",
      "-c",
      "shared_buffers=32MB",
      "-c",
      "log_min_messages=warning",
    ]);
    const service = startGroupService({ name: "postgresql", ...run, env: { PATH: process.env.PATH }, cwd: dir });
    current = service;
    await waitUntil(service, "a connection", async () => {
      const db = await openPostgres(url, { size: 1 });
      await db.close();
      return true;
    });
  };
  await start();
  return {
    url,
    port,
    service: () => current,
    async kill() {
      await current?.kill();
      current = undefined;
    },
    start,
    async stop() {
      await current?.stop();
      current = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
