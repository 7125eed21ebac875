import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { Code, GatewayError, type UploadedFile, type UploadKind } from "@icms/protocol";
import type { AppContext } from "../context.js";
import type { ObjectSource } from "../storage/storage.js";
import { reencodeImage, type Sniffed, sniff } from "./media.js";

/** file-type reads at most this much of the start of a file. */
const SNIFF_BYTES = 4100;

type UploadDeps = Pick<AppContext, "db" | "storage" | "jobs">;

interface UploadRow {
  id: number;
  owner_uid: number;
  kind: UploadKind;
  storage_key: string;
  url: string;
  mime: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
}

/** `image/2025/11/<random>.png`: random, so a key is never guessed nor rewritten. */
export function newStorageKey(kind: UploadKind, ext: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${kind}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString("hex")}.${ext}`;
}

/**
 * Reads the upload, at most `maxBytes` of it (801133 above), into memory or, with `file`, onto
 * disk. The type is read from the first bytes as soon as they arrive; after a refusal the rest
 * is drained unread, so the connection stays usable.
 */
async function receive(stream: Readable, kind: UploadKind, maxBytes: number, file?: string) {
  const out = file ? createWriteStream(file) : undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  let head = Buffer.alloc(0);
  let sniffed: Sniffed | undefined;
  let refusal: GatewayError | undefined;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (refusal) continue;
      if (size > maxBytes) {
        refusal = new GatewayError(Code.UploadTooLarge);
        continue;
      }
      if (!sniffed && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES)
          sniffed = await sniff(head, kind).catch((error: GatewayError) => {
            refusal = error;
            return undefined;
          });
        if (refusal) continue;
      }
      if (out) {
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      } else chunks.push(chunk);
    }
  } finally {
    if (out) {
      out.end();
      await finished(out).catch(() => undefined);
    }
  }
  if (refusal) throw refusal;
  if ((stream as { truncated?: boolean }).truncated) throw new GatewayError(Code.UploadTooLarge);
  if (size === 0) throw new GatewayError(Code.ParamInvalid);
  sniffed ??= await sniff(head, kind);
  return { sniffed, size, buffer: out ? undefined : Buffer.concat(chunks) };
}

/** Receives, checks and stores one upload of `uid`, and records it. */
export async function receiveUpload(
  deps: UploadDeps,
  uid: number,
  kind: UploadKind,
  stream: Readable,
  maxBytes: number,
): Promise<UploadedFile> {
  // Only images are held in memory (to be encoded again); videos and documents go to disk.
  const spool = kind !== "image" ? join(tmpdir(), `icms-upload-${randomBytes(8).toString("hex")}`) : undefined;
  try {
    const received = await receive(stream, kind, maxBytes, spool);
    let source: ObjectSource;
    let size = received.size;
    let width: number | null = null;
    let height: number | null = null;
    if (received.buffer) {
      const image = await reencodeImage(received.buffer, received.sniffed.ext);
      source = { buffer: image.buffer };
      size = image.buffer.length;
      width = image.width;
      height = image.height;
    } else {
      source = { file: spool as string, size };
    }
    const key = newStorageKey(kind, received.sniffed.ext);
    await deps.storage.put(key, source, received.sniffed.mime);
    const row = await deps.db.kysely
      .insertInto("uploads")
      .values({
        owner_uid: uid,
        kind,
        storage_key: key,
        url: deps.storage.urlOf(key),
        mime: received.sniffed.mime,
        size_bytes: size,
        width,
        height,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(async (error) => {
        await deps.storage.remove(key).catch(() => undefined);
        throw error;
      });
    return toUploadedFile(row as UploadRow);
  } finally {
    if (spool) await rm(spool, { force: true });
  }
}

function toUploadedFile(row: UploadRow): UploadedFile {
  return {
    file_id: row.id,
    url: row.url,
    kind: row.kind,
    mime: row.mime,
    size: Number(row.size_bytes),
    width: row.width,
    height: row.height,
  };
}

/**
 * Deletes an upload: 3002 when unknown, 1006 for anyone but its owner. The record goes at once;
 * the stored file goes in a background job sent in the same transaction, so a storage outage
 * neither fails the call nor leaves a file without its record for good (the job retries, across
 * restarts).
 */
export async function deleteUpload(deps: UploadDeps, uid: number, url: string): Promise<void> {
  await deps.db.tx(async (q) => {
    const row = await q.kysely
      .deleteFrom("uploads")
      .where("url", "=", url)
      .where("owner_uid", "=", uid)
      .returning("storage_key")
      .executeTakeFirst();
    if (!row) {
      const other = await q.kysely.selectFrom("uploads").select("id").where("url", "=", url).executeTakeFirst();
      throw new GatewayError(other ? Code.PermissionDenied : Code.NotFound);
    }
    await deps.jobs.send(q, "upload.remove-file", { storage_key: row.storage_key });
  });
}
