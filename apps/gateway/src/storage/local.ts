import { createReadStream } from "node:fs";
import { fileExtension, UPLOAD_KINDS } from "@icms/protocol";
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { byteRange } from "./byte-range.js";
import { type FileStorage, keyUnder, STORAGE_KEY_PATTERN, type StoredObject } from "./storage.js";

/** The type each stored extension was uploaded as (`png` → `image/png`), from the upload kinds. */
const CONTENT_TYPES = new Map<string, string>(
  Object.values(UPLOAD_KINDS).flatMap((kind) => Object.entries(kind.types).map(([type, ext]) => [ext, type] as const)),
);

/** The URL path local uploads are served under. */
const LOCAL_UPLOADS_PREFIX = "/uploads/";

/** Files below `root` whose relative path is a storage key, depth first; none when `root` is missing. */
async function* filesUnder(root: string, prefix = ""): AsyncGenerator<StoredObject> {
  const entries = await readdir(join(root, prefix), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, `${key}/`);
    else if (entry.isFile() && STORAGE_KEY_PATTERN.test(key)) yield { key, size: (await stat(join(root, key))).size };
  }
}

/** Files under `dir`, served by the gateway itself at `/uploads/<key>`. */
export function localStorage(dir: string): FileStorage & { readonly root: string } {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
    return join(root, key);
  };
  return {
    kind: "local",
    root,
    async put(key, source, _contentType) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      if ("buffer" in source) {
        await writeFile(target, source.buffer);
        return;
      }
      // A rename within one file system; a copy when the temporary file lives elsewhere.
      await rename(source.file, target).catch(() => copyFile(source.file, target));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    urlOf(key) {
      return `${LOCAL_UPLOADS_PREFIX}${key}`;
    },
    keyOf(url) {
      return keyUnder(LOCAL_UPLOADS_PREFIX, url);
    },
    async read(key, range) {
      const path = pathOf(key);
      const size = await stat(path).then(
        (found) => (found.isFile() ? found.size : undefined),
        () => undefined,
      );
      if (size === undefined) return new Response(null, { status: 404 });
      const headers = {
        "content-type": CONTENT_TYPES.get(fileExtension(key)) ?? "application/octet-stream",
        "accept-ranges": "bytes",
      };
      const part = byteRange(range, size);
      if (part === "unsatisfiable") {
        return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
      }
      const { start, end } = part ?? { start: 0, end: size - 1 };
      const body =
        size === 0 ? null : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>);
      return new Response(body, {
        status: part ? 206 : 200,
        headers: {
          ...headers,
          "content-length": String(size === 0 ? 0 : end - start + 1),
          ...(part ? { "content-range": `bytes ${start}-${end}/${size}` } : {}),
        },
      });
    },
    list() {
      return filesUnder(root);
    },
  };
}
