import type { Config } from "../config.js";
import { localStorage } from "./local.js";
import { s3Storage } from "./s3.js";
import type { FileStorage } from "./storage.js";

/** S3 when the settings name a bucket (loadConfig has checked the rest), local disk otherwise. */
export function openStorage(config: Config): FileStorage {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
      timeoutMs: config.STORAGE_TIMEOUT_SECONDS * 1000,
    });
  }
  return localStorage(config.UPLOAD_DIR);
}
