import { backupArgs, EMBEDDED_REFUSAL } from "./backup/args.js";
import { takeBackup } from "./backup/backup.js";
import { loadConfig } from "./config.js";
import { openStorage } from "./storage/open.js";

/**
 * `npm run backup -- [--out <dir>]`: the PostgreSQL database and the uploaded files into one
 * folder named with the UTC time, with a manifest a restore is checked against. Settings as for
 * the gateway (DATABASE_URL, UPLOAD_DIR or S3_*).
 */
try {
  const { outDir } = backupArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  if (!config.DATABASE_URL) throw new Error(EMBEDDED_REFUSAL);
  const started = Date.now();
  const dir = await takeBackup({
    url: config.DATABASE_URL,
    storage: openStorage(config),
    outDir,
    log: (line) => console.log(line),
  });
  console.log(`backup written to ${dir} in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
