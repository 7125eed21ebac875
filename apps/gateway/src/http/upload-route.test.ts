import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import {
  api,
  type ClientOptions,
  Code,
  deleteUpload,
  encodeCall,
  UPLOAD_PATHS,
  type UploadKind,
  uploadFile,
} from "@icms/protocol";
import { articleForm, startContentGateway } from "../../test/cms.js";
import { newWallet, refusedWith, type Session, signIn, type TestGateway } from "../../test/harness.js";

let gw: TestGateway;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  // Small limits so the size refusal needs no big file.
  gw = await startContentGateway({ UPLOAD_IMAGE_MAX_MB: "0.05", UPLOAD_VIDEO_MAX_MB: "0.05" });
  [alice, bob] = (await Promise.all([signIn(gw, newWallet()), signIn(gw, newWallet())])).map((l) => l.session) as [
    Session,
    Session,
  ];
});
afterAll(() => gw.close());

const options = (session: Session = {}): ClientOptions => ({
  baseUrl: gw.url,
  appId: gw.config.APP_ID,
  appSecret: gw.config.APP_SECRET,
  tokens: () => session,
});
const upload = (bytes: Uint8Array, name: string, kind: UploadKind = "image", session = alice) =>
  uploadFile(options(session), new Blob([bytes]), name, kind);

/** A small PNG carrying EXIF metadata (a camera model) that must not survive. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
    .png()
    .withExif({ IFD0: { Model: "Secret Camera 9000", Copyright: "someone" } })
    .toBuffer();

/** The start of an MP4: an `ftyp` box, then filler. */
/** A ZIP holding one stored (uncompressed) text file: its first local header and data. */
function zip(): Buffer {
  const name = Buffer.from("notes.txt");
  const data = Buffer.from("hello");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

const mp4 = () => {
  const ftyp = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  return Buffer.concat([ftyp, Buffer.alloc(5_000, 1)]);
};

/** An ELF executable's first bytes. */
const executable = () => Buffer.concat([Buffer.from("7f454c46020101000000000000000000", "hex"), Buffer.alloc(5_000)]);

describe("uploads", () => {
  it("stores an image re-encoded without metadata, served with safe headers", async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const saved = await upload(original, "holiday.png");
    expect(saved).toMatchObject({ kind: "image", mime: "image/png", width: 64, height: 48 });
    expect(saved.url).toMatch(/^\/uploads\/image\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${gw.url}${saved.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    const stored = Buffer.from(await served.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes("Secret Camera")).toBe(false);
    const row = await gw.db.query("SELECT kind, mime FROM uploads WHERE url = $1", [saved.url]);
    expect(row).toEqual([{ kind: "image", mime: "image/png" }]);
  });

  it("takes a JPEG named .gif as the JPEG it is, and an uploaded cover in an article", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const saved = await upload(jpeg, "looks-like.gif");
    expect(saved).toMatchObject({ mime: "image/jpeg", url: expect.stringMatching(/\.jpg$/) });
    const client = gw.client(alice);
    const article = await client.call(api.appcms_msrv.my_article_add_save, articleForm({ cover_url: saved.url }));
    expect(article.cover_url).toBe(saved.url);
  });

  it("refuses a renamed executable, text or SVG posing as an image (801134)", async () => {
    const fakes: [Uint8Array, string][] = [
      [executable(), "cover.png"],
      [Buffer.from("#!/bin/sh\nrm -rf /\n"), "cover.jpg"],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "cover.gif"],
      [Buffer.from("<html><script>alert(1)</script></html>"), "cover.png"],
    ];
    for (const [bytes, name] of fakes) expect(await refusedWith(upload(bytes, name))).toBe(Code.UploadTypeRefused);
    expect(await refusedWith(upload(mp4(), "clip.png", "image"))).toBe(Code.UploadTypeRefused);
    expect(await refusedWith(upload(await photo(), "clip.mp4", "video"))).toBe(Code.UploadTypeRefused);
    expect(await refusedWith(upload(executable(), "clip.mp4", "video"))).toBe(Code.UploadTypeRefused);
    expect((await gw.db.query("SELECT count(*)::int AS n FROM uploads"))[0]).toEqual({ n: 2 });
  });

  it("stores an mp4 as is", async () => {
    const saved = await upload(mp4(), "talk.mp4", "video");
    expect(saved).toMatchObject({ kind: "video", mime: "video/mp4", size: mp4().length, width: null });
    const served = await fetch(`${gw.url}${saved.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(mp4())).toBe(true);
  });

  it("stores a PDF and a ZIP as documents, served as downloads, and refuses one posing as another kind", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    const saved = await upload(pdf, "syllabus.pdf", "document");
    expect(saved).toMatchObject({ kind: "document", mime: "application/pdf", width: null });
    expect(saved.url).toMatch(/^\/uploads\/document\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const served = await fetch(`${gw.url}${saved.url}`);
    expect(served.headers.get("content-disposition")).toBe("attachment");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await upload(zip(), "slides.zip", "document")).toMatchObject({ kind: "document", mime: "application/zip" });
    expect(await refusedWith(upload(executable(), "notes.pdf", "document"))).toBe(Code.UploadTypeRefused);
    expect(await refusedWith(upload(pdf, "cover.png", "image"))).toBe(Code.UploadTypeRefused);
    const image = await fetch(`${gw.url}${(await upload(await photo(), "a.png")).url}`);
    expect(image.headers.get("content-disposition")).toBeNull();
    // Read to the end, so the reply does not hold its connection open when the gateway closes.
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("refuses a file over its kind's limit (801133)", async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 160 * 160 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 160, height: 160, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(0.05 * 1024 * 1024);
    expect(await refusedWith(upload(noise, "noise.png"))).toBe(Code.UploadTooLarge);
    const bigVideo = Buffer.concat([mp4(), Buffer.alloc(60 * 1024)]);
    expect(await refusedWith(upload(bigVideo, "long.mp4", "video"))).toBe(Code.UploadTooLarge);
  });

  it("needs a session and a signed request", async () => {
    expect(await refusedWith(upload(await photo(), "a.png", "image", {}))).toBe(Code.NotLoggedIn);
    const form = new FormData();
    const { body } = encodeCall(
      "x",
      { kind: "image" },
      {
        appId: gw.config.APP_ID,
        appSecret: "wrong-secret-wrong",
        lang: "en",
        timestamp: Math.floor(Date.now() / 1000),
      },
    );
    for (const [key, value] of new URLSearchParams(body)) form.append(key, value);
    form.append("file", new Blob([await photo()]), "a.png");
    const response = await fetch(`${gw.url}${UPLOAD_PATHS.upload}`, {
      method: "POST",
      body: form,
      headers: { AccessToken: alice.accessToken as string },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: number }).code).toBe(Code.BadRequestSignature);
  });

  it("goes through the same checks as every call: timestamp, session, input", async () => {
    const stale = { ...options(alice), now: () => Math.floor(Date.now() / 1000) - 301 };
    expect(await refusedWith(uploadFile(stale, new Blob([await photo()]), "a.png", "image"))).toBe(Code.StaleRequest);
    expect(await refusedWith(deleteUpload(stale, "/uploads/x.png"))).toBe(Code.StaleRequest);
    const forged = options({ accessToken: `${alice.accessToken}x` });
    expect(await refusedWith(uploadFile(forged, new Blob([await photo()]), "a.png", "image"))).toBe(Code.TokenInvalid);
    expect(await refusedWith(deleteUpload(forged, "/uploads/x.png"))).toBe(Code.TokenInvalid);
    const pdf = uploadFile(options(alice), new Blob([await photo()]), "a.png", "pdf" as UploadKind);
    expect(await refusedWith(pdf)).toBe(Code.ParamInvalid);
    expect(await refusedWith(deleteUpload(options(alice), ""))).toBe(Code.ParamInvalid);
  });

  it("lets only the uploader delete a file", async () => {
    const saved = await upload(await photo(), "mine.png");
    expect(await refusedWith(deleteUpload(options(bob), saved.url))).toBe(Code.PermissionDenied);
    expect(await refusedWith(deleteUpload(options(), saved.url))).toBe(Code.NotLoggedIn);
    expect(await deleteUpload(options(alice), saved.url)).toEqual({ deleted: true });
    // The stored file goes in a background job, moments later.
    await vi.waitFor(async () => expect((await fetch(`${gw.url}${saved.url}`)).status).toBe(404), {
      timeout: 15_000,
      interval: 200,
    });
    expect(await refusedWith(deleteUpload(options(alice), saved.url))).toBe(Code.NotFound);
  });
});
