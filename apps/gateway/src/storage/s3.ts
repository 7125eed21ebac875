import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { listBucket } from "./s3-list.js";
import { type FileStorage, keyUnder } from "./storage.js";
import { withinStorageTimeout } from "./unavailable.js";

/** A key as an S3 path: each segment percent-encoded, the slashes kept. */
const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

export interface S3Settings {
  /** The service's origin, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO URL. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where objects are publicly readable; `<endpoint>/<bucket>` when not given. */
  publicUrl?: string;
  /**
   * How long a request may go without progress (no answer, no chunk of a streamed body taken)
   * before it is given up as a storage outage (`StorageUnavailableError`); 15 s when not given
   * (`STORAGE_TIMEOUT_SECONDS`).
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * An S3-compatible bucket over fetch, signed with SigV4 by aws4fetch (path-style addressing, so MinIO and
 * other S3-compatible services work too). Objects are written with their content type and a
 * long cache lifetime: keys are random and never rewritten.
 */
export function s3Storage(settings: S3Settings, doFetch: typeof fetch = fetch): FileStorage {
  const endpoint = settings.endpoint.replace(/\/+$/, "");
  const publicBase = `${(settings.publicUrl ?? `${endpoint}/${settings.bucket}`).replace(/\/+$/, "")}/`;
  // Requests are signed with SigV4 by aws4fetch; bodies go unsigned (UNSIGNED-PAYLOAD, as S3
  // allows over TLS), so a video streams from disk without being read twice.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    retries: 0,
  });
  const objectUrl = (key: string) => `${endpoint}/${encodeURIComponent(settings.bucket)}/${encodeKey(key)}`;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // fetch alone waits for ever on a bucket that accepts the connection and never answers: every
  // request is given up after `timeoutMs` without progress, and an unreachable or failing (5xx)
  // bucket is a StorageUnavailableError the gateway answers as an outage.
  const signed = (what: string, url: string, init: RequestInit, body?: Readable) =>
    withinStorageTimeout(what, timeoutMs, async (signal, progress) => {
      body?.on("data", progress);
      return doFetch(await client.sign(url, { ...init, signal }));
    });

  async function send(
    method: string,
    key: string,
    init: { body?: Buffer | Readable; headers?: Record<string, string> } = {},
  ) {
    const stream = init.body instanceof Readable ? init.body : undefined;
    const body = stream ? (Readable.toWeb(stream) as ReadableStream) : (init.body as Buffer | undefined);
    const response = await signed(
      `${method} ${key}`,
      objectUrl(key),
      { method, headers: init.headers, body, ...(stream ? { duplex: "half" } : {}) } as RequestInit,
      stream,
    );
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      const text = await response.text().catch(() => "");
      throw new Error(`S3 ${method} ${key}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    await response.body?.cancel();
  }

  return {
    kind: "s3",
    async put(key, source, contentType) {
      const headers: Record<string, string> = {
        "content-type": contentType,
        "cache-control": "public, max-age=31536000, immutable",
      };
      // Documents (PDF, ZIP) are downloaded, never opened in the bucket's origin.
      if (key.startsWith("document/")) headers["content-disposition"] = "attachment";
      if ("buffer" in source) {
        await send("PUT", key, {
          body: source.buffer,
          headers: { ...headers, "content-length": String(source.buffer.length) },
        });
      } else {
        await send("PUT", key, {
          body: createReadStream(source.file),
          headers: { ...headers, "content-length": String(source.size) },
        });
      }
    },
    async remove(key) {
      await send("DELETE", key);
    },
    urlOf(key) {
      return `${publicBase}${key}`;
    },
    keyOf(url) {
      return keyUnder(publicBase, url);
    },
    async read(key, range) {
      // The bucket answers ranges itself (200, 206, 416, 404), streamed as it arrives.
      return signed(`GET ${key}`, objectUrl(key), { method: "GET", headers: range ? { range } : {} });
    },
    list() {
      const bucketUrl = `${endpoint}/${encodeURIComponent(settings.bucket)}`;
      return listBucket((query) => signed("list", `${bucketUrl}?${query}`, { method: "GET" }));
    },
  };
}
