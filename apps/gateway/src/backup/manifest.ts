import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

/** The files a backup folder holds, beside its `files/` folder of stored objects. */
const MANIFEST_FILE = "manifest.json";
export const DUMP_FILE = "database.dump";
export const FILES_DIR = "files";

const fileEntry = z.object({ key: z.string(), size: z.number().int().nonnegative(), sha256: z.string() });
export type FileEntry = z.infer<typeof fileEntry>;

const manifestSchema = z.object({
  /** Bumped when the layout of a backup changes, so an old restore refuses a backup it cannot read. */
  format: z.literal(1),
  createdAt: z.string(),
  gatewayVersion: z.string(),
  /** The last migration the database had; a restore refuses a backup newer than its code. */
  migrationHead: z.string().nullable(),
  database: z.object({
    serverVersion: z.string(),
    /** The major version of the pg_dump that wrote the dump (pg_restore must be as new). */
    dumpMajor: z.number().int(),
    /** Rows in each table (`schema.table`), counted in the snapshot the dump was taken from. */
    rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  }),
  storage: z.object({
    kind: z.enum(["local", "s3"]),
    fileCount: z.number().int().nonnegative(),
    files: z.array(fileEntry),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A backup's folder name: the UTC time it was started, to the second (`icms-backup-20261127T031500Z`). */
export function backupName(at: Date): string {
  return `icms-backup-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}`;
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of the backup in `dir`, checked; a clear error when it is missing or not one. */
export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(join(dir, MANIFEST_FILE), "utf8").catch(() => {
    throw new Error(`${dir} is not a backup: it has no ${MANIFEST_FILE}`);
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${join(dir, MANIFEST_FILE)} is not a manifest this version can read`);
  return parsed.data;
}
