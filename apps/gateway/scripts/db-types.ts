// Writes src/db/schema.ts: the table types of a database migrated from migrations/ in memory.
import { writeFileSync } from "node:fs";
import { migrate } from "../src/db/migrate.js";
import { openPglite } from "../src/db/pglite.js";
import { SCHEMA_FILE, schemaTypes } from "../src/db/schema-types.js";

const db = await openPglite();
await migrate(db);
writeFileSync(SCHEMA_FILE, await schemaTypes(db));
await db.close();
console.log(`wrote ${SCHEMA_FILE.pathname}`);
