import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { openStorage } from "./open.js";

describe("content settings", () => {
  it("defaults to local uploads under the data folder, a review quorum of 3 staked NFTs and a 2-second read cache", () => {
    const config = loadConfig({ DATA_DIR: "/srv/icms" });
    expect(config).toMatchObject({
      UPLOAD_DIR: join("/srv/icms", "uploads"),
      REVIEW_QUORUM: 3,
      UPLOAD_IMAGE_MAX_MB: 5,
      UPLOAD_VIDEO_MAX_MB: 100,
      CONTENT_CACHE_MS: 2_000,
      SEED_DEMO: true,
    });
    expect(openStorage(config).kind).toBe("local");
    expect(loadConfig({ SEED_DEMO: "false", REVIEW_QUORUM: "2" })).toMatchObject({
      SEED_DEMO: false,
      REVIEW_QUORUM: 2,
    });
  });

  it("uses S3 when the bucket settings are complete, and names the missing ones otherwise", () => {
    const s3 = {
      S3_BUCKET: "media",
      S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    const storage = openStorage(loadConfig(s3));
    expect(storage.kind).toBe("s3");
    expect(storage.urlOf("image/2025/01/0123456789abcdef0123456789abcdef.png")).toBe(
      "https://s3.eu-central-1.amazonaws.com/media/image/2025/01/0123456789abcdef0123456789abcdef.png",
    );
    expect(() => loadConfig({ S3_BUCKET: "media" })).toThrow(/S3_ENDPOINT: required with S3 storage/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: "key" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ REVIEW_QUORUM: "-1" })).toThrow(/REVIEW_QUORUM/);
  });
});
