import { type ChildProcess, spawn } from "node:child_process";

/** The PostgreSQL client programs a backup and a restore run. */
export type PgTool = "pg_dump" | "pg_restore" | "psql";

/**
 * How a client program reaches the database at `url`: the URL without its password as
 * `--dbname`, the password in PGPASSWORD, so it never appears in the process list.
 */
export function libpqTarget(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The major version in a `--version` line (`pg_dump (PostgreSQL) 17.2 (Debian 17.2-1)` → 17). */
export function majorOf(versionLine: string): number {
  const found = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine) ?? /(\d+)(?:\.\d+)*/.exec(versionLine);
  if (!found) throw new Error(`cannot read a PostgreSQL version from "${versionLine.trim()}"`);
  return Number(found[1]);
}

/**
 * Refuses a client program older than the data it must read: pg_dump cannot dump a newer server,
 * and pg_restore cannot read an archive written by a newer pg_dump.
 */
export function requireToolVersion(tool: PgTool, toolMajor: number, neededMajor: number, what: string): void {
  if (toolMajor < neededMajor) {
    throw new Error(
      `${tool} ${toolMajor} is older than ${what} (${neededMajor}): install the PostgreSQL ${neededMajor} client ` +
        `(e.g. the postgresql-client-${neededMajor} package) and run again`,
    );
  }
}

/** A started client program: its process, the end of its error output, and its exit code. */
export interface StartedTool {
  child: ChildProcess;
  errors(): string;
  exited: Promise<number>;
}

/**
 * Starts a client program with `env` added to the environment. `exited` rejects with an
 * installation hint when the program is missing; only the end of a long error output is kept
 * (the cause is in its last lines).
 */
export function startTool(
  tool: PgTool,
  args: string[],
  {
    env = {},
    stdin = "ignore",
    stdout = "pipe",
  }: { env?: Record<string, string>; stdin?: "pipe" | "ignore"; stdout?: "pipe" | "ignore" } = {},
): StartedTool {
  const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: [stdin, stdout, "pipe"] });
  let err = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(`${tool} not found: install the PostgreSQL client programs (postgresql-client)`)
          : error,
      );
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
  return { child, errors: () => err.trim(), exited };
}

/** Runs a client program; resolves with its standard output, rejects with its error output. */
export async function runTool(tool: PgTool, args: string[], env: Record<string, string> = {}): Promise<string> {
  const started = startTool(tool, args, { env });
  let out = "";
  started.child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await started.exited;
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${started.errors()}`);
  return out;
}

/** The major version of an installed client program. */
export async function toolMajor(tool: PgTool): Promise<number> {
  return majorOf(await runTool(tool, ["--version"]));
}
