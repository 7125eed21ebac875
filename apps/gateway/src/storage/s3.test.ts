import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClientOptions, uploadFile } from "@icms/protocol";
import { newWallet, signIn, startTestGateway, type TestGateway } from "../../test/harness.js";
import { s3Storage } from "./s3.js";
import { startS3rver } from "./s3rver-fixture.js";

const BUCKET = "icms-media";
const key = (kind: "image" | "video" | "document", name: string, ext: string) =>
  `${kind}/2025/01/${name.padEnd(32, "0")}.${ext}`;

describe("S3 storage against an S3-compatible server (s3rver)", () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let gw: TestGateway;
  const bucket = () => s3Storage(s3.settings);
  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    gw = await startTestGateway({
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_PUBLIC_URL: "https://cdn.icms.example",
    });
  });
  afterAll(async () => {
    await gw?.close();
    await s3?.close();
  });

  it("puts from memory and from a file with their types, deletes, and maps URLs to keys", async () => {
    const storage = bucket();
    const image = key("image", "0123456789abcdef", "png");
    await storage.put(image, { buffer: Buffer.from("png bytes") }, "image/png");
    const stored = await storage.read(image, undefined);
    expect([stored.status, stored.headers.get("content-type"), await stored.text()]).toEqual([
      200,
      "image/png",
      "png bytes",
    ]);
    expect(stored.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(stored.headers.get("content-disposition")).toBeNull();

    const file = join(tmpdir(), `icms-s3-test-${process.pid}`);
    writeFileSync(file, "mp4 bytes");
    const video = key("video", "0123456789abcdef", "mp4");
    await storage.put(video, { file, size: 9 }, "video/mp4");
    const streamed = await storage.read(video, undefined);
    expect([streamed.headers.get("content-type"), await streamed.text()]).toEqual(["video/mp4", "mp4 bytes"]);

    await storage.remove(image);
    expect((await storage.read(image, undefined)).status).toBe(404);
    // Removing what is gone is not an error.
    await storage.remove(image);
    expect(storage.urlOf(image)).toBe(`${s3.settings.endpoint}/${BUCKET}/${image}`);
    expect(storage.keyOf(storage.urlOf(image))).toBe(image);
    expect(storage.keyOf("/uploads/x.png")).toBeUndefined();
  });

  it("stores documents as downloads, never to be opened in the bucket's origin", async () => {
    const storage = bucket();
    const pdf = key("document", "abcdef", "pdf");
    await storage.put(pdf, { buffer: Buffer.from("%PDF-1.7") }, "application/pdf");
    const stored = await storage.read(pdf, undefined);
    expect([stored.headers.get("content-type"), stored.headers.get("content-disposition")]).toEqual([
      "application/pdf",
      "attachment",
    ]);
    await stored.body?.cancel();
  });

  it("reads an object back, whole or a byte range, for the signed lesson video links", async () => {
    const storage = bucket();
    const video = key("video", "fedcba9876543210", "mp4");
    await storage.put(video, { buffer: Buffer.from("0123456789") }, "video/mp4");
    const whole = await storage.read(video, undefined);
    expect([whole.status, whole.headers.get("accept-ranges"), await whole.text()]).toEqual([
      200,
      "bytes",
      "0123456789",
    ]);
    const part = await storage.read(video, "bytes=2-4");
    expect([part.status, part.headers.get("content-range"), await part.text()]).toEqual([206, "bytes 2-4/10", "234"]);
    const rest = await storage.read(video, "bytes=7-");
    expect([rest.status, rest.headers.get("content-range"), await rest.text()]).toEqual([206, "bytes 7-9/10", "789"]);
    const past = await storage.read(video, "bytes=10-");
    expect(past.status).toBe(416);
    await past.body?.cancel();
    const missing = await storage.read(key("video", "0", "mp4"), undefined);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });

  it("answers an error when the bucket refuses the credentials", async () => {
    const wrong = s3Storage({ ...s3.settings, accessKeyId: "NOT-A-KEY" });
    await expect(wrong.put(key("image", "1", "png"), { buffer: Buffer.from("x") }, "image/png")).rejects.toThrow(
      /HTTP 403[\s\S]*InvalidAccessKeyId/,
    );
  });

  it("sends gateway uploads to the bucket and answers its public URL", async () => {
    const login = await signIn(gw, newWallet());
    const options: ClientOptions = {
      baseUrl: gw.url,
      appId: gw.config.APP_ID,
      appSecret: gw.config.APP_SECRET,
      tokens: () => login.session,
    };
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const saved = await uploadFile(options, new Blob([png]), "a.png", "image");
    expect(saved.url).toMatch(/^https:\/\/cdn\.icms\.example\/image\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const stored = await bucket().read(saved.url.replace("https://cdn.icms.example/", ""), undefined);
    expect([stored.status, stored.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(Buffer.from(await stored.arrayBuffer()).subarray(0, 8)).toEqual(png.subarray(0, 8));
  });
});
