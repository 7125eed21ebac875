import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { link, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { fileExtension, UPLOAD_KINDS } from "@icms/protocol";
import type { FileStorage } from "../storage/storage.js";
import type { FileEntry } from "./manifest.js";

/** The type each stored extension was uploaded as (`png` → `image/png`), from the upload kinds. */
const CONTENT_TYPES = new Map<string, string>(
  Object.values(UPLOAD_KINDS).flatMap((kind) => Object.entries(kind.types).map(([type, ext]) => [ext, type] as const)),
);
const contentTypeOf = (key: string) => CONTENT_TYPES.get(fileExtension(key)) ?? "application/octet-stream";

/** A pass-through stream that hashes and counts what flows through it. */
function digest() {
  const hash = createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/** A sink that drops what it is given (the hash is all a check needs). */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** An object's bytes as a stream, or an error naming it when the store has no such object. */
async function objectStream(storage: FileStorage, key: string): Promise<Readable> {
  const response = await storage.read(key, undefined);
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`storage: ${key} answered HTTP ${response.status}`);
  }
  return response.body ? Readable.fromWeb(response.body as NodeReadableStream) : Readable.from([]);
}

/**
 * Copies every stored object into `dir` under its key, streamed and hashed on the way (no object
 * is held in memory), and answers what was copied, in the order the store listed it.
 */
export async function backupFiles(storage: FileStorage, dir: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for await (const { key } of storage.list()) {
    const target = join(dir, key);
    await mkdir(dirname(target), { recursive: true });
    const { tap, result } = digest();
    await pipeline(await objectStream(storage, key), tap, createWriteStream(target));
    entries.push({ key, ...result() });
  }
  return entries;
}

/**
 * Puts each backed-up object in `dir` back into `storage`. The store is handed a link to the
 * backup's file, or a copy where no link can be made (another file system, a read-only backup):
 * local storage moves the file it is given, and the backup must stay whole.
 */
export async function restoreFiles(storage: FileStorage, dir: string, entries: readonly FileEntry[]): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), "icms-restore-"));
  try {
    for (const [index, { key, size }] of entries.entries()) {
      const handed = join(scratch, String(index));
      await link(join(dir, key), handed).catch(() =>
        pipeline(createReadStream(join(dir, key)), createWriteStream(handed)),
      );
      await storage.put(key, { file: handed, size }, contentTypeOf(key));
      await rm(handed, { force: true });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Keys whose stored bytes differ from the manifest (size or hash) or that the store lacks. */
export async function differingFiles(storage: FileStorage, entries: readonly FileEntry[]): Promise<string[]> {
  const differing: string[] = [];
  for (const entry of entries) {
    const { tap, result } = digest();
    const same = await objectStream(storage, entry.key)
      .then((stream) => pipeline(stream, tap, discard()))
      .then(() => {
        const found = result();
        return found.size === entry.size && found.sha256 === entry.sha256;
      })
      .catch(() => false);
    if (!same) differing.push(entry.key);
  }
  return differing;
}
