/**
 * A real S3-compatible server (s3rver, objects on disk) on a free port, for the storage tests:
 * the gateway's S3 storage signs and sends its requests to it as it would to a bucket in production.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../src/storage/s3.js";

export interface S3rverBucket {
  /** The bucket's settings as the gateway takes them (`S3_*`). */
  settings: S3Settings;
  close(): Promise<void>;
}

/** Starts s3rver with `bucket` created, in a temporary folder that `close` removes again. */
export async function startS3rver(bucket = "uploads"): Promise<S3rverBucket> {
  const directory = await mkdtemp(join(tmpdir(), "icms-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket,
      // The one key pair s3rver knows. It refuses an unknown access key id but does not recompute
      // SigV4 signatures, so a wrong secret would go unnoticed.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
