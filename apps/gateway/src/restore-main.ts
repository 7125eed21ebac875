import { EMBEDDED_REFUSAL, restoreArgs } from "./backup/args.js";
import { restoreBackup } from "./backup/restore.js";
import { describeReport, restoreMatches } from "./backup/verify.js";
import { loadConfig } from "./config.js";
import { openStorage } from "./storage/open.js";

/**
 * `npm run restore -- <backup folder> [--yes]`: the database and the files of a backup back into
 * DATABASE_URL and the storage the settings name, then checked against the backup's manifest.
 * Run it with the gateway stopped; `--yes` is needed to replace a database that holds data.
 */
try {
  const { dir, yes } = restoreArgs(process.argv.slice(2));
  const config = loadConfig(process.env);
  if (!config.DATABASE_URL) throw new Error(EMBEDDED_REFUSAL);
  const report = await restoreBackup({
    dir,
    url: config.DATABASE_URL,
    storage: openStorage(config),
    replace: yes,
    log: (line) => console.log(line),
  });
  for (const line of describeReport(report)) console.log(line);
  if (!restoreMatches(report)) process.exit(2);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
