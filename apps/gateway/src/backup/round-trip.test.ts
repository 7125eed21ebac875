import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { localStorage } from "../storage/local.js";
import { s3Storage } from "../storage/s3.js";
import { startS3rver } from "../storage/s3rver-fixture.js";
import type { FileStorage } from "../storage/storage.js";
import { takeBackup } from "./backup.js";
import { codeMigrationHead } from "./database.js";
import { readManifest } from "./manifest.js";
import { restoreBackup } from "./restore.js";
import { adminQuery, databaseUrl, writeContent } from "./round-trip-fixture.js";
import { restoreMatches } from "./verify.js";

const adminUrl = process.env.DATABASE_URL;
/** The folder the first test's backup is written to, for the tests after it. */
const BACKUP = "icms-backup-20261127T031500Z";

/** The rows a restore must bring back exactly, table by table. */
const TABLES = ["users", "articles", "article_comments", "uploads", "kysely_migration"];
async function rowsOf(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows: Record<string, unknown[]> = {};
    for (const table of TABLES) rows[table] = (await client.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/** A stored object's SHA-256 (comparing megabytes element by element is slow), or its HTTP status. */
async function hashOf(storage: FileStorage, key: string): Promise<string | number> {
  const response = await storage.read(key, undefined);
  return response.ok ? sha256(Buffer.from(await response.arrayBuffer())) : response.status;
}
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

interface Store {
  kind: string;
  open(): Promise<{ env: Record<string, string>; storage: FileStorage; close(): Promise<void> }>;
}
const stores: Store[] = [
  {
    kind: "local",
    async open() {
      const dir = mkdtempSync(join(tmpdir(), "icms-backup-uploads-"));
      return {
        env: { UPLOAD_DIR: dir },
        storage: localStorage(dir),
        close: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    kind: "s3",
    async open() {
      const s3 = await startS3rver();
      const { endpoint, bucket, accessKeyId, secretAccessKey } = s3.settings;
      return {
        env: {
          S3_ENDPOINT: endpoint,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY_ID: accessKeyId,
          S3_SECRET_ACCESS_KEY: secretAccessKey,
        },
        storage: s3Storage(s3.settings),
        close: () => s3.close(),
      };
    },
  },
];

// Backup and restore run pg_dump and pg_restore against a PostgreSQL server; the embedded
// database has none (the commands refuse it), so this suite is skipped without DATABASE_URL.
describe.skipIf(!adminUrl).each(stores)(
  "backup and restore on PostgreSQL (skipped without DATABASE_URL: the embedded database is not backed up), $kind storage",
  ({ kind, open }) => {
    const name = `icms_backup_${process.pid}_${kind}`;
    let url: string;
    let store: Awaited<ReturnType<Store["open"]>>;
    let out: string;
    beforeAll(async () => {
      url = databaseUrl(adminUrl as string, name);
      await adminQuery(adminUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // A copy of the template the test setup migrated once: the same as migrating it here, faster.
      const template = inject("postgresTemplate");
      await adminQuery(adminUrl as string, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
      store = await open();
      out = mkdtempSync(join(tmpdir(), "icms-backups-"));
    });
    afterAll(async () => {
      await adminQuery(adminUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await store?.close();
      rmSync(out, { recursive: true, force: true });
    });

    it("brings back the same rows and the same files after the database is dropped and the files deleted", async () => {
      const files = await writeContent(url, store.env, store.storage);
      const rows = await rowsOf(url);
      expect(rows.users).toHaveLength(2);
      expect(rows.articles).toHaveLength(1);
      expect(rows.article_comments).toHaveLength(1);
      expect(files.size).toBe(3);

      const dir = await takeBackup({ url, storage: store.storage, outDir: out, now: new Date("2026-11-27T03:15:00Z") });
      expect(dir).toBe(join(out, BACKUP));
      const manifest = await readManifest(dir);
      expect(manifest.storage.fileCount).toBe(3);
      expect(manifest.database.rowCounts["public.users"]).toBe(2);
      expect(manifest.migrationHead).toBe(await codeMigrationHead());

      await adminQuery(adminUrl as string, `DROP DATABASE ${name} WITH (FORCE)`);
      for (const key of files.keys()) await store.storage.remove(key);
      expect(await hashOf(store.storage, [...files.keys()][0] as string)).toBe(404);

      const lines: string[] = [];
      const report = await restoreBackup({
        dir,
        url,
        storage: store.storage,
        replace: false,
        log: (l) => lines.push(l),
      });
      expect(lines[0]).toBe(`created the database ${name}`);
      expect(restoreMatches(report)).toBe(true);
      expect(report.files).toEqual({ count: 3, differing: [] });
      expect(await rowsOf(url)).toEqual(rows);
      for (const [key, bytes] of files) expect(await hashOf(store.storage, key)).toBe(sha256(bytes));
    });

    it("asks for --yes before replacing a database that holds data, then replaces it", async () => {
      const dir = join(out, BACKUP);
      const restore = (replace: boolean) => restoreBackup({ dir, url, storage: store.storage, replace });
      await expect(restore(false)).rejects.toThrow(/already holds data .*pass --yes/);
      await adminQuery(url, "DELETE FROM article_comments");
      const report = await restore(true);
      expect(report.tables.mismatches).toEqual([]);
      expect((await rowsOf(url)).article_comments).toHaveLength(1);
    });

    it("leaves the database as it was when the dump breaks off halfway", async () => {
      const damaged = join(out, "damaged");
      cpSync(join(out, BACKUP), damaged, { recursive: true });
      const dump = join(damaged, "database.dump");
      truncateSync(dump, Math.floor(statSync(dump).size * 0.6));
      const before = await rowsOf(url);
      await expect(restoreBackup({ dir: damaged, url, storage: store.storage, replace: true })).rejects.toThrow(
        /pg_restore failed/,
      );
      expect(await rowsOf(url)).toEqual(before);
    });

    it("refuses a pg_dump older than the server, leaving no folder behind", async () => {
      const bin = mkdtempSync(join(tmpdir(), "icms-old-pg-dump-"));
      writeFileSync(join(bin, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 9.6.24'\n", { mode: 0o755 });
      const path = process.env.PATH;
      process.env.PATH = `${bin}:${path}`;
      try {
        const outDir = join(out, "old-client");
        await expect(takeBackup({ url, storage: store.storage, outDir })).rejects.toThrow(
          /^pg_dump 9 is older than the database server \(\d+\): install the PostgreSQL \d+ client/,
        );
        expect(existsSync(outDir)).toBe(false);
      } finally {
        process.env.PATH = path;
        rmSync(bin, { recursive: true, force: true });
      }
    });

    it("refuses a backup whose migrations are newer than the code's", async () => {
      const dir = join(out, BACKUP);
      await expect(
        restoreBackup({ dir, url, storage: store.storage, replace: true, codeHead: "0001_initial" }),
      ).rejects.toThrow(/newer than this version's 0001_initial/);
    });
  },
);
