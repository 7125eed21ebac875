import { join } from "node:path";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/open.js";

/**
 * `npm run migrate`: applies the migrations not yet recorded and exits, so a deployment migrates
 * once before its instances start (an instance that starts first migrates under the same lock and
 * finds nothing to do). Settings as for the gateway: DATABASE_URL, or the embedded database.
 */
try {
  const config = loadConfig(process.env);
  const started = Date.now();
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, "pg") });
  await db.close();
  console.log(`migrations applied in ${Date.now() - started} ms`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
