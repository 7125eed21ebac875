/** What a stored object is made from: bytes in memory, or a file on local disk (large videos). */
export type ObjectSource = { buffer: Buffer } | { file: string; size: number };

/** An object as a listing names it. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded files live. Local disk by default, an S3-compatible bucket when the `S3_*`
 * settings are given; the rest of the gateway sees only this interface.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores an object under `key` (a path such as `image/2025/11/ab12.png`). */
  put(key: string, source: ObjectSource, contentType: string): Promise<void>;
  /** Removes an object; removing one that is gone is not an error. */
  remove(key: string): Promise<void>;
  /** The public URL of `key`. */
  urlOf(key: string): string;
  /** The key behind a URL this storage serves, or undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /**
   * The object's bytes as an HTTP answer, for the gateway to pass on (signed lesson videos):
   * 200 with all of it, 206 with the one `range` asked for (`bytes=a-b`), 416 for a range it
   * cannot give, 404 when there is no such object.
   */
  read(key: string, range: string | undefined): Promise<Response>;
  /** Every object under a key the gateway makes, page by page as the store answers (for backups). */
  list(): AsyncIterable<StoredObject>;
}

/** Keys the gateway makes: lower-case kind, date folders and a random name with an extension. */
export const STORAGE_KEY_PATTERN = /^(image|video|document)\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|jpg|gif|mp4|pdf|zip)$/;

/** The key behind `url` when it starts with `base` and names a key the gateway could have made. */
export function keyUnder(base: string, url: string): string | undefined {
  if (!url.startsWith(base)) return undefined;
  const key = url.slice(base.length);
  return STORAGE_KEY_PATTERN.test(key) ? key : undefined;
}
