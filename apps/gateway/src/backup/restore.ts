import { join } from "node:path";
import type { FileStorage } from "../storage/storage.js";
import { codeMigrationHead, connect, isNewerMigration, rowCounts, userSchemas } from "./database.js";
import { differingFiles, restoreFiles } from "./files.js";
import { DUMP_FILE, FILES_DIR, readManifest } from "./manifest.js";
import { loadDump } from "./load-dump.js";
import { requireToolVersion, toolMajor } from "./pg-tools.js";
import { compareCounts, type RestoreReport } from "./verify.js";

export interface RestoreOptions {
  /** The backup's folder (holding manifest.json). */
  dir: string;
  /** The PostgreSQL database to restore into; created when it does not exist. */
  url: string;
  storage: FileStorage;
  /** Replace a database that holds data (the command's `--yes`). */
  replace: boolean;
  /** The newest migration of the running code (read from the migrations folder when not given). */
  codeHead?: string | null;
  log?: (line: string) => void;
}

/**
 * Restores a backup: the database emptied and the dump loaded in one transaction (a failure
 * leaves the database as it was; see loadDump), the files back into storage, then a check of every
 * table's rows and every file's hash against the manifest. Refuses a backup whose migrations are
 * newer than this code's, and a database holding data unless `replace` is given.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const { dir, url, storage, replace, log = () => {} } = options;
  const manifest = await readManifest(dir);
  const codeHead = options.codeHead === undefined ? await codeMigrationHead() : options.codeHead;
  if (isNewerMigration(manifest.migrationHead, codeHead)) {
    throw new Error(
      `the backup's database is at migration ${manifest.migrationHead}, newer than this version's ${codeHead ?? "(none)"}: ` +
        `restore it with the gateway version that took it (${manifest.gatewayVersion}) or later`,
    );
  }
  requireToolVersion(
    "pg_restore",
    await toolMajor("pg_restore"),
    manifest.database.dumpMajor,
    "the pg_dump that wrote the backup",
  );

  const { client, created } = await connect(url, { create: true });
  try {
    if (created) log(`created the database ${new URL(url).pathname.slice(1)}`);
    const before = Object.values(await rowCounts(client)).reduce((sum, n) => sum + n, 0);
    if (before > 0 && !replace) {
      throw new Error(`the database already holds data (${before} rows): pass --yes to replace it with the backup`);
    }
    await loadDump(url, join(dir, DUMP_FILE), await userSchemas(client));
    log(`database restored (migration ${manifest.migrationHead ?? "none"})`);
    await restoreFiles(storage, join(dir, FILES_DIR), manifest.storage.files);
    log(`files restored into ${storage.kind} storage: ${manifest.storage.files.length}`);
    return {
      tables: compareCounts(manifest.database.rowCounts, await rowCounts(client)),
      files: { count: manifest.storage.files.length, differing: await differingFiles(storage, manifest.storage.files) },
    };
  } finally {
    await client.end();
  }
}
