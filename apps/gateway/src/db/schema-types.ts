import { generate, PostgresDialect } from "kysely-codegen";
import type { Db } from "./db.js";

/** Where the table types live: generated from the migrations, never edited by hand. */
export const SCHEMA_FILE = new URL("./schema.ts", import.meta.url);

/**
 * The TypeScript types of every table of a migrated database (kysely-codegen's introspection).
 * Columns are declared once, in the migrations; `npm run db:types -w apps/gateway` writes this
 * into `schema.ts`, and `schema.test.ts` fails when the two disagree. bigint columns are numbers,
 * as both engines return them (see postgres.ts).
 */
export function schemaTypes(db: Db): Promise<string> {
  return generate({
    db: db.kysely,
    dialect: new PostgresDialect({ numericParser: "string" }),
    excludePattern: "kysely_migration*",
    typeMapping: { int8: "number" },
    outFile: null,
  });
}
