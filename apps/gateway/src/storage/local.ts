import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { type FileStorage, keyUnder, STORAGE_KEY_PATTERN } from "./storage.js";

/** The URL path local uploads are served under. */
const LOCAL_UPLOADS_PREFIX = "/uploads/";

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
  };
}
