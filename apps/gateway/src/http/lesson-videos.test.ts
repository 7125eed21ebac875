import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../test/cms.js";
import { buildCourse, enroll } from "../../test/courses.js";
import type { TestGateway } from "../../test/harness.js";
import { checkLessonVideoLink, lessonVideoLink } from "../services/edu/video-links.js";

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

describe("signed lesson video links", () => {
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
    const link = new URL(lessonVideoLink(gw.config.JWT_SECRET, paidLesson, buyer.uid), gw.url);
    const altered = new URL(link);
    altered.searchParams.set("u", String(author.uid));
    const forged = lessonVideoLink("another secret of at least thirty-two chars", paidLesson, buyer.uid);
    const otherLesson = link.href.replace(`/lesson/${paidLesson}.mp4`, `/lesson/${paidLesson + 1}.mp4`);
    const expired = lessonVideoLink(gw.config.JWT_SECRET, paidLesson, buyer.uid, Date.now() - 8 * 3600_000);
    for (const path of [altered.href, forged, otherLesson]) {
      const answer = await get(path);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toBe("Not a video link");
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
    for (const path of ["/media/lesson/0.mp4", "/media/lesson/abc.mp4", "/media/lesson/1.webm", "/media/lesson/%00"]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it("answers 404 for a signed link whose lesson has no stored video", async () => {
    const missing = lessonVideoLink(gw.config.JWT_SECRET, 2_000_000_000, 0);
    expect((await get(missing)).status).toBe(404);
  });

  it("makes links that last six to seven hours and are the same within the hour", () => {
    const now = Date.UTC(2026, 10, 27, 10, 20);
    const link = new URL(lessonVideoLink("s".repeat(32), 7, 3, now), "http://x");
    expect(Number(link.searchParams.get("exp"))).toBe(Date.UTC(2026, 10, 27, 17) / 1000);
    expect(lessonVideoLink("s".repeat(32), 7, 3, now + 30 * 60_000)).toBe(`${link.pathname}${link.search}`);
    const query = Object.fromEntries(link.searchParams);
    expect(checkLessonVideoLink("s".repeat(32), 7, query, now)).toMatchObject({ ok: true });
    expect(checkLessonVideoLink("s".repeat(32), 7, query, Date.UTC(2026, 10, 27, 17))).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
