/**
 * A PostgreSQL primary with streaming replicas of its own, for the replica test and the member
 * load's replica run: initdb into a temporary folder with the machine's binaries (`pg_config
 * --bindir`), a replication line in pg_hba, `pg_basebackup -R` per replica, each started with
 * `pg_ctl` on a free port. PostgreSQL refuses to run as root, so as root it runs as the postgres
 * user (`runuser`), its folder given to that user.
 */
import { execFile, execFileSync } from "node:child_process";
import { appendFileSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

export interface ReplicatedPostgres {
  primaryUrl: string;
  replicaUrls: string[];
  /** Stops replica `index` at once (no shutdown checkpoint), as a crashed server would. */
  stopReplica(index: number): Promise<void>;
  /** Stops every server and removes the folder. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Whether this machine has the PostgreSQL server binaries the cluster needs. */
export function postgresBinaries(): string | undefined {
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

export async function startReplicatedPostgres({ replicas = 1 } = {}): Promise<ReplicatedPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("pg_config not found: the PostgreSQL server binaries are needed");
  const dir = mkdtempSync(join(tmpdir(), "icms-replicas-"));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    chownSync(dir, id("-u"), id("-g"));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, tool), ...args]) : run(join(bin, tool), args);
  const started: string[] = [];
  const start = async (data: string, port: number) => {
    const options = `-p ${port} -h 127.0.0.1 -k ${dir}`;
    await pg("pg_ctl", ["-D", data, "-l", join(dir, `${port}.log`), "-o", options, "-w", "-t", "30", "start"]);
    started.push(data);
  };
  const stopServer = (data: string) =>
    pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
  const stop = async () => {
    await Promise.all(started.map(stopServer));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const primary = join(dir, "primary");
    await pg("initdb", ["-D", primary, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
    // Speed over durability: the cluster lives for one run. The replication line is initdb's
    // default too; it is written out so the set-up reads as a deployment's.
    appendFileSync(join(primary, "postgresql.conf"), "\nfsync = off\nmax_connections = 60\nshared_buffers = 32MB\n");
    appendFileSync(join(primary, "pg_hba.conf"), "\nhost replication postgres 127.0.0.1/32 trust\n");
    const primaryPort = await freePort();
    await start(primary, primaryPort);
    const replicaUrls: string[] = [];
    const replicaDirs: string[] = [];
    for (let i = 0; i < replicas; i++) {
      const data = join(dir, `replica${i}`);
      const args = ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", data, "-R", "-X", "stream"];
      await pg("pg_basebackup", [...args, "--no-sync"]);
      const port = await freePort();
      await start(data, port);
      replicaDirs.push(data);
      replicaUrls.push(`postgres://postgres@127.0.0.1:${port}/postgres`);
    }
    return {
      primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
      replicaUrls,
      async stopReplica(index) {
        const data = replicaDirs[index];
        if (data) await stopServer(data);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
