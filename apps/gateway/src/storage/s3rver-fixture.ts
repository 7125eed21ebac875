import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "./s3.js";

/** A bucket on a real S3-compatible server (s3rver) in a temporary folder, for tests. */
export async function startS3rver(bucket = "uploads"): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), "icms-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts only its own fixed test keys, signed with SigV4.
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
