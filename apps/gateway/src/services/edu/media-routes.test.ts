import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { buildCourse, enroll } from "../../../test/courses.js";
import type { TestGateway } from "../../../test/harness.js";
import { checkMediaLink, mediaLink } from "./media-links.js";

let gw: TestGateway;
let author: Member;
let buyer: Member;
let paidLesson: number;
let upload: string;
/** A stand-in for an mp4: 1,000 known bytes. */
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

beforeAll(async () => {
  gw = await startContentGateway();
  [author, buyer] = await Promise.all([member(gw), member(gw)]);
  const built = await buildCourse(author);
  paidLesson = built.lessons[1] as number;
  const detail = await author.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paidLesson });
  upload = detail.video_url;
  const file = join(gw.config.UPLOAD_DIR, upload.replace(/^\/uploads\//, ""));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, VIDEO);
  await enroll(gw, buyer.uid, built.course_id, 1);
});
afterAll(() => gw.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, gw.url), { headers });

describe("signed course media links", () => {
  it("gives the author the upload and a buyer a link that plays, with byte ranges for seeking", async () => {
    expect(upload).toMatch(/^\/uploads\/video\//);
    const link = (await buyer.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paidLesson })).video_url;
    expect(link).toMatch(new RegExp(`^/media/lesson/${paidLesson}\\.mp4\\?u=${buyer.uid}&exp=\\d+&sig=`));
    expect(link).not.toContain(upload.split("/").at(-1));

    const whole = await get(link);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(VIDEO)).toBe(true);

    const part = await get(link, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO.subarray(100, 200))).toBe(true);
    const past = await get(link, { range: "bytes=5000-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */1000");
  });

  it("refuses a forged, altered, expired or malformed link and reads nothing", async () => {
    const link = new URL(mediaLink(gw.config.JWT_SECRET, "lesson", paidLesson, "mp4", buyer.uid), gw.url);
    const altered = new URL(link);
    altered.searchParams.set("u", String(author.uid));
    const forged = mediaLink("another secret of at least thirty-two chars", "lesson", paidLesson, "mp4", buyer.uid);
    const otherLesson = link.href.replace(`/lesson/${paidLesson}.mp4`, `/lesson/${paidLesson + 1}.mp4`);
    const expired = mediaLink(gw.config.JWT_SECRET, "lesson", paidLesson, "mp4", buyer.uid, Date.now() - 8 * 3600_000);
    for (const path of [altered.href, forged, otherLesson]) {
      const answer = await get(path);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe("Not a media link");
    }
    const late = await get(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain("expired");
    for (const path of [
      `/media/lesson/${paidLesson}.mp4`,
      `/media/lesson/${paidLesson}.mp4?u=x&exp=1&sig=${"a".repeat(32)}`,
      `/media/lesson/${paidLesson}.mp4?u=1&u=2&exp=1&sig=a`,
    ]) {
      expect((await get(path)).status).toBe(403);
    }
    for (const path of [
      "/media/lesson/0.mp4",
      "/media/lesson/abc.mp4",
      "/media/lesson/1.mp4.exe",
      "/media/lesson/%00",
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it("downloads a paid lesson's document under its own name, and only through the signed link", async () => {
    const key = `document/2025/01/${"ab".repeat(16)}.pdf`;
    const pdf = Buffer.from("%PDF-1.4 lesson notes");
    await mkdir(dirname(join(gw.config.UPLOAD_DIR, key)), { recursive: true });
    await writeFile(join(gw.config.UPLOAD_DIR, key), pdf);
    const upload = await gw.db.kysely
      .insertInto("uploads")
      .values({
        owner_uid: author.uid,
        kind: "document",
        storage_key: key,
        url: `/uploads/${key}`,
        mime: "application/pdf",
        size_bytes: pdf.length,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const detail = await author.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paidLesson });
    const saved = await author.client.call(api.appedu_msrv.course_attachment_save, {
      course_id: detail.course_id,
      lesson_id: paidLesson,
      upload_id: upload.id,
      file_name: "Storage notes (EN).pdf",
    });
    const file = (
      await buyer.client.call(api.appedu_msrv.course_attachment_detail, { attachment_id: saved.attachment_id })
    ).url;
    expect(file).toMatch(new RegExp(`^/media/attachment/${saved.attachment_id}\\.pdf\\?`));
    const answer = await get(file);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent("Storage notes (EN).pdf")}`,
    );
    expect(Buffer.from(await answer.arrayBuffer()).equals(pdf)).toBe(true);
    // A lesson's link does not open an attachment of the same number, nor the other way round.
    const asLesson = file.replace("/media/attachment/", "/media/lesson/").replace(".pdf?", ".mp4?");
    expect((await get(asLesson)).status).toBe(403);
    expect((await get(file.replace(".pdf?", ".zip?"))).status).toBe(404);
  });

  it("answers 404 for a signed link whose lesson has no stored video", async () => {
    const missing = mediaLink(gw.config.JWT_SECRET, "lesson", 2_000_000_000, "mp4", 0);
    expect((await get(missing)).status).toBe(404);
  });

  it("makes links that last six to seven hours and are the same within the hour", () => {
    const now = Date.UTC(2026, 10, 27, 10, 20);
    const link = new URL(mediaLink("s".repeat(32), "lesson", 7, "mp4", 3, now), "http://x");
    expect(Number(link.searchParams.get("exp"))).toBe(Date.UTC(2026, 10, 27, 17) / 1000);
    expect(mediaLink("s".repeat(32), "lesson", 7, "mp4", 3, now + 30 * 60_000)).toBe(`${link.pathname}${link.search}`);
    const query = Object.fromEntries(link.searchParams);
    expect(checkMediaLink("s".repeat(32), "lesson", 7, query, now)).toMatchObject({ ok: true });
    expect(checkMediaLink("s".repeat(32), "lesson", 7, query, Date.UTC(2026, 10, 27, 17))).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
