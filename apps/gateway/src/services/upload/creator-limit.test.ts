import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code, uploadFile, type UploadKind } from "@icms/protocol";
import { startContentGateway } from "../../../test/cms.js";
import { newWallet, refusedWith, type Session, signIn, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let creator: { uid: number; session: Session };
let newcomer: { uid: number; session: Session };
beforeAll(async () => {
  // Video and document limits far below a megabyte, so a right of 1 MB raises them; the
  // multipart reader's cap is the largest limit a right may reach (UPLOAD_RIGHT_MAX_MB).
  gw = await startContentGateway({
    UPLOAD_VIDEO_MAX_MB: "0.05",
    UPLOAD_DOCUMENT_MAX_MB: "0.05",
  });
  [creator, newcomer] = await Promise.all([signIn(gw, newWallet()), signIn(gw, newWallet())]);
  // What the levels job grants a creator (docs/datacentre.md, "Creator levels").
  await gw.db.query("INSERT INTO user_privileges (uid, privilege_code, val) VALUES ($1, 'upload_limit_mb', 1)", [
    creator.uid,
  ]);
});
afterAll(() => gw.close());

const upload = (who: { session: Session }, bytes: Uint8Array, name: string, kind: UploadKind) =>
  uploadFile(
    { baseUrl: gw.url, appId: gw.config.APP_ID, appSecret: gw.config.APP_SECRET, tokens: () => who.session },
    new Blob([bytes]),
    name,
    kind,
  );

/** Half a megabyte: above the settings' 0.05 MB, below the creator's 1 MB. */
const SIZE = 512 * 1024;
const mp4 = () =>
  Buffer.concat([Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex"), Buffer.alloc(SIZE, 1)]);
const pdf = () =>
  Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"), Buffer.alloc(SIZE, 32)]);

describe("a creator's upload_limit_mb right", () => {
  it("raises the video and document limits to the right's value", async () => {
    expect(await upload(creator, mp4(), "talk.mp4", "video")).toMatchObject({ kind: "video", size: mp4().length });
    expect(await upload(creator, pdf(), "notes.pdf", "document")).toMatchObject({ kind: "document" });
  });

  it("leaves a user without it at the setting's limit (801133)", async () => {
    expect(await refusedWith(upload(newcomer, mp4(), "talk.mp4", "video"))).toBe(Code.UploadTooLarge);
    expect(await refusedWith(upload(newcomer, pdf(), "notes.pdf", "document"))).toBe(Code.UploadTooLarge);
  });
});
