import { mkdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { FileStorage } from "../storage/storage.js";
import { connect, databaseMigrationHead, rowCounts, serverVersion } from "./database.js";
import { backupFiles } from "./files.js";
import { backupName, DUMP_FILE, FILES_DIR, type Manifest, writeManifest } from "./manifest.js";
import { libpqTarget, requireToolVersion, runTool, toolMajor } from "./pg-tools.js";

export interface BackupOptions {
  /** The PostgreSQL database to dump. */
  url: string;
  /** Where the uploaded files are. */
  storage: FileStorage;
  /** The folder the backup's own folder is made in. */
  outDir: string;
  now?: Date;
  log?: (line: string) => void;
}

/** The gateway's version, from its package file (beside the sources and the build output alike). */
async function gatewayVersion(): Promise<string> {
  const text = await readFile(new URL("../../package.json", import.meta.url), "utf8").catch(() => "{}");
  return (JSON.parse(text) as { version?: string }).version ?? "unknown";
}

/**
 * Takes a backup into `<outDir>/icms-backup-<UTC time>/`: the database as a pg_dump custom-format
 * archive, every stored file under `files/<key>`, and `manifest.json`. The row counts are taken in
 * the very snapshot pg_dump dumps (exported from a repeatable-read transaction), so a restore can
 * be checked against them while the gateway keeps writing. Files are copied after the dump: keys
 * are never rewritten, so every file the dump refers to is there (plus any uploaded meanwhile).
 * The folder is written as `<name>.partial` and renamed when complete; answers its path.
 */
export async function takeBackup({ url, storage, outDir, now = new Date(), log = () => {} }: BackupOptions) {
  const name = backupName(now);
  const partial = join(outDir, `${name}.partial`);
  const done = join(outDir, name);
  const { client } = await connect(url);
  try {
    const server = await serverVersion(client);
    const dumpMajor = await toolMajor("pg_dump");
    requireToolVersion("pg_dump", dumpMajor, server.major, "the database server");
    await mkdir(join(partial, FILES_DIR), { recursive: true });

    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const snapshot = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows[0]?.id as string;
    const migrationHead = await databaseMigrationHead(client);
    const counts = await rowCounts(client);
    const target = libpqTarget(url);
    await runTool(
      "pg_dump",
      [
        "--format=custom",
        "--no-password",
        `--snapshot=${snapshot}`,
        `--file=${join(partial, DUMP_FILE)}`,
        `--dbname=${target.dbname}`,
      ],
      target.env,
    );
    await client.query("COMMIT");
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    log(`database dumped: ${Object.keys(counts).length} tables, ${rows} rows, migration ${migrationHead ?? "none"}`);

    const files = await backupFiles(storage, join(partial, FILES_DIR));
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    log(`files copied from ${storage.kind} storage: ${files.length} (${bytes} bytes)`);

    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      gatewayVersion: await gatewayVersion(),
      migrationHead,
      database: { serverVersion: server.text, dumpMajor, rowCounts: counts },
      storage: { kind: storage.kind, fileCount: files.length, files },
    };
    await writeManifest(partial, manifest);
    await rename(partial, done);
    return done;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end();
  }
}
