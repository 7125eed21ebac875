import { join } from "node:path";
import { userInfo } from "node:os";
import { runAdmin } from "./admin/run.js";
import { loadConfig } from "./config.js";
import type { Db } from "./db/db.js";
import { openDatabase } from "./db/open.js";

/**
 * `npm run admin -- <command>`: the operator's commands (privileges, categories, rejection
 * reasons, the audit log); `help` lists them. Settings as for the gateway: DATABASE_URL, or the
 * embedded database under DATA_DIR.
 */

/** The system user, the operator when `--as` is not given (none in a container without one). */
function systemUser(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}

let db: Db | undefined;
try {
  const result = await runAdmin(process.argv.slice(2), {
    async database() {
      const config = loadConfig(process.env);
      db ??= await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, "pg") });
      return db;
    },
    osUser: systemUser(),
  });
  if (result.stdout) console.log(result.stdout);
  if (result.stderr) console.error(result.stderr);
  process.exitCode = result.code;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db?.close();
}
