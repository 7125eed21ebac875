import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { encodeKey, sha256Hex, signV4, UNSIGNED_PAYLOAD } from "./sigv4.js";
import { type FileStorage, keyUnder } from "./storage.js";

export interface S3Settings {
  /** The service's origin, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO URL. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where objects are publicly readable; `<endpoint>/<bucket>` when not given. */
  publicUrl?: string;
}

/**
 * An S3-compatible bucket over plain fetch with SigV4 (path-style addressing, so MinIO and
 * other S3-compatible services work too). Objects are written with their content type and a
 * long cache lifetime: keys are random and never rewritten.
 */
export function s3Storage(settings: S3Settings, doFetch: typeof fetch = fetch): FileStorage {
  const endpoint = settings.endpoint.replace(/\/+$/, "");
  const publicBase = `${(settings.publicUrl ?? `${endpoint}/${settings.bucket}`).replace(/\/+$/, "")}/`;
  const creds = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  };
  const objectUrl = (key: string) => new URL(`${endpoint}/${encodeURIComponent(settings.bucket)}/${encodeKey(key)}`);

  async function send(
    method: string,
    key: string,
    init: { body?: Buffer | Readable; headers?: Record<string, string>; payloadHash: string },
  ) {
    const url = objectUrl(key);
    const { host: _host, ...headers } = signV4(
      { method, url, headers: init.headers, payloadHash: init.payloadHash },
      creds,
    );
    const body = init.body instanceof Readable ? (Readable.toWeb(init.body) as ReadableStream) : init.body;
    const response = await doFetch(url, {
      method,
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      const text = await response.text().catch(() => "");
      throw new Error(`S3 ${method} ${key}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    await response.body?.cancel();
  }

  return {
    kind: "s3",
    async put(key, source, contentType) {
      const headers = { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" };
      if ("buffer" in source) {
        await send("PUT", key, {
          body: source.buffer,
          headers: { ...headers, "content-length": String(source.buffer.length) },
          payloadHash: sha256Hex(source.buffer),
        });
      } else {
        await send("PUT", key, {
          body: createReadStream(source.file),
          headers: { ...headers, "content-length": String(source.size) },
          payloadHash: UNSIGNED_PAYLOAD,
        });
      }
    },
    async remove(key) {
      await send("DELETE", key, { payloadHash: sha256Hex("") });
    },
    urlOf(key) {
      return `${publicBase}${key}`;
    },
    keyOf(url) {
      return keyUnder(publicBase, url);
    },
  };
}
