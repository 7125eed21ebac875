import { writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClientOptions, uploadFile } from "@icms/protocol";
import { newWallet, signIn, startTestGateway, type TestGateway } from "../../test/harness.js";
import { s3Storage } from "./s3.js";
import { AwsV4Signer } from "aws4fetch";

const CREDS = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };

/** A bucket that keeps objects in memory and checks each request's signature as S3 would. */
function fakeS3(): Promise<{ url: string; objects: Map<string, { body: Buffer; type: string }>; server: Server }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  /** Signs the request again from the headers it says it signed, as S3 does, and compares. */
  const verify = async (req: IncomingMessage) => {
    const auth = /Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([^,]+),\s*Signature=/.exec(
      req.headers.authorization ?? "",
    );
    if (!auth || auth[1] !== CREDS.accessKeyId) return false;
    if (req.headers["x-amz-content-sha256"] !== "UNSIGNED-PAYLOAD") return false;
    const signed = (auth[4] as string).split(";").filter((h) => h !== "host");
    const expected = await new AwsV4Signer({
      method: req.method,
      url: `http://${req.headers.host}${req.url}`,
      headers: Object.fromEntries(signed.map((h) => [h, String(req.headers[h])])),
      ...CREDS,
      region: auth[3] as string,
      service: "s3",
      datetime: req.headers["x-amz-date"] as string,
    }).sign();
    return expected.headers.get("authorization") === req.headers.authorization;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      if (!(await verify(req))) {
        res.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        return;
      }
      const key = decodeURIComponent(req.url ?? "");
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return void res.writeHead(404).end();
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
        if (!range) return void res.writeHead(200, { "content-type": object.type }).end(object.body);
        const [start, end] = [Number(range[1]), Number(range[2])];
        res.writeHead(206, {
          "content-type": object.type,
          "content-range": `bytes ${start}-${end}/${object.body.length}`,
        });
        return void res.end(object.body.subarray(start, end + 1));
      }
      if (req.method === "PUT") objects.set(key, { body, type: String(req.headers["content-type"]) });
      else if (req.method === "DELETE") objects.delete(key);
      res.writeHead(req.method === "DELETE" ? 204 : 200).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, server }),
    ),
  );
}

describe("S3 storage against a fake bucket", () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let gw: TestGateway;
  beforeAll(async () => {
    s3 = await fakeS3();
    gw = await startTestGateway({
      S3_ENDPOINT: s3.url,
      S3_BUCKET: "icms-media",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: CREDS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDS.secretAccessKey,
      S3_PUBLIC_URL: "https://cdn.icms.example",
    });
  });
  afterAll(async () => {
    await gw.close();
    s3.server.closeAllConnections();
    s3.server.close();
  });

  it("puts from memory and from a file, deletes, and maps URLs to keys", async () => {
    const storage = s3Storage({ ...CREDS, endpoint: s3.url, region: "us-east-1", bucket: "b" });
    const key = "image/2025/01/0123456789abcdef0123456789abcdef.png";
    await storage.put(key, { buffer: Buffer.from("png bytes") }, "image/png");
    expect(s3.objects.get(`/b/${key}`)).toEqual({ body: Buffer.from("png bytes"), type: "image/png" });
    const file = join(tmpdir(), `icms-s3-test-${process.pid}`);
    writeFileSync(file, "mp4 bytes");
    const videoKey = "video/2025/01/0123456789abcdef0123456789abcdef.mp4";
    await storage.put(videoKey, { file, size: 9 }, "video/mp4");
    expect(s3.objects.get(`/b/${videoKey}`)?.body.toString()).toBe("mp4 bytes");
    await storage.remove(key);
    expect(s3.objects.has(`/b/${key}`)).toBe(false);
    expect(storage.urlOf(key)).toBe(`${s3.url}/b/${key}`);
    expect(storage.keyOf(storage.urlOf(key))).toBe(key);
    expect(storage.keyOf("/uploads/x.png")).toBeUndefined();
  });

  it("reads an object back, whole or a byte range, for the signed lesson video links", async () => {
    const storage = s3Storage({ ...CREDS, endpoint: s3.url, region: "us-east-1", bucket: "b" });
    const key = "video/2025/01/fedcba9876543210fedcba9876543210.mp4";
    await storage.put(key, { buffer: Buffer.from("0123456789") }, "video/mp4");
    const whole = await storage.read(key, undefined);
    expect([whole.status, await whole.text()]).toEqual([200, "0123456789"]);
    const part = await storage.read(key, "bytes=2-4");
    expect([part.status, part.headers.get("content-range"), await part.text()]).toEqual([206, "bytes 2-4/10", "234"]);
    expect((await storage.read("video/2025/01/00000000000000000000000000000000.mp4", undefined)).status).toBe(404);
  });

  it("answers an error when the bucket refuses the signature", async () => {
    const wrong = s3Storage({
      ...CREDS,
      secretAccessKey: "not-the-key",
      endpoint: s3.url,
      region: "us-east-1",
      bucket: "b",
    });
    await expect(
      wrong.put("image/2025/01/0123456789abcdef0123456789abcdef.png", { buffer: Buffer.from("x") }, "image/png"),
    ).rejects.toThrow(/403/);
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
    const key = saved.url.replace("https://cdn.icms.example/", "");
    expect(s3.objects.get(`/icms-media/${key}`)?.type).toBe("image/png");
  });
});
