import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "../storage/local.js";
import { backupFiles, differingFiles, restoreFiles } from "./files.js";
import type { FileEntry } from "./manifest.js";

const KEYS = [
  "image/2026/11/0123456789abcdef0123456789abcdef.png",
  "document/2026/10/fedcba9876543210fedcba9876543210.pdf",
];
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("backing up and restoring stored files", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "icms-backup-files-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("copies each object with its size and hash, puts it back, and finds it unchanged", async () => {
    const source = localStorage(join(root, "source"));
    const bodies = [Buffer.from("png bytes"), Buffer.alloc(200_000, 3)];
    for (const [i, key] of KEYS.entries()) await source.put(key, { buffer: bodies[i] as Buffer }, "x");

    const entries = await backupFiles(source, join(root, "backup"));
    expect(entries).toEqual(
      [...KEYS.entries()]
        .map(([i, key]) => ({ key, size: (bodies[i] as Buffer).length, sha256: sha256(bodies[i] as Buffer) }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(readFileSync(join(root, "backup", KEYS[1] as string))).toEqual(bodies[1]);

    const target = localStorage(join(root, "target"));
    expect(await differingFiles(target, entries)).toEqual([...KEYS].sort());
    await restoreFiles(target, join(root, "backup"), entries);
    expect(await differingFiles(target, entries)).toEqual([]);
    // Local storage moves the file it is handed: the backup's own copy must stay.
    expect(readFileSync(join(root, "backup", KEYS[0] as string))).toEqual(bodies[0]);
  });

  it("names an object whose bytes changed", async () => {
    const storage = localStorage(join(root, "changed"));
    await storage.put(KEYS[0] as string, { buffer: Buffer.from("new") }, "x");
    const entry: FileEntry = { key: KEYS[0] as string, size: 3, sha256: sha256(Buffer.from("old")) };
    expect(await differingFiles(storage, [entry])).toEqual([KEYS[0]]);
  });
});
