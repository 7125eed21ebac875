import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import { SCHEMA_FILE, schemaTypes } from "./schema-types.js";

it("declares each table's columns as the migrations create them (run `npm run db:types -w apps/gateway` after a migration)", async () => {
  const { db, drop } = await openTestDatabase();
  try {
    expect(await schemaTypes(db)).toBe(readFileSync(SCHEMA_FILE, "utf8"));
  } finally {
    await drop();
  }
});
