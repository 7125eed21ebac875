import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl, member, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";
import { seedCourses } from "./courses.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startContentGateway();
  const users = await Promise.all([member(gw), member(gw), member(gw), member(gw)]);
  await gw.db.tx((q) =>
    seedCourses(
      q,
      users.map((u) => u.uid),
      { covers: [mediaUrl("image"), mediaUrl("image")], video: mediaUrl("video") },
      new Date(),
    ),
  );
});
afterAll(() => gw.close());

describe("demo courses", () => {
  it("lists free and paid courses (USDT and ICT) in three languages, and keeps one in review", async () => {
    const listed = await gw.client().call(api.appedu_msrv.course_list, { page_size: 100 });
    expect(listed.total).toBe(6);
    expect(new Set(listed.list.map((c) => c.lang))).toEqual(new Set(["zh", "en", "ru"]));
    expect(listed.list.some((c) => c.is_free === 1)).toBe(true);
    expect(new Set(listed.list.filter((c) => c.is_free === 0).map((c) => c.coin))).toEqual(new Set(["USDT", "ICT"]));
    // Whoever rated a course took it: bought it, or (free) learned from it.
    for (const course of listed.list) expect(course.student_count).toBeGreaterThanOrEqual(course.rating_count);
    const waiting = await gw.db.kysely.selectFrom("courses").select("id").where("status", "=", "audit").execute();
    expect(waiting).toHaveLength(1);
  });

  it("keeps every counter equal to its rows and opens the first lesson of each course to anyone", async () => {
    const listed = await gw.client().call(api.appedu_msrv.course_list, { page_size: 100 });
    for (const course of listed.list) {
      const dir = await gw.client().call(api.appedu_msrv.course_dir, { course_id: course.course_id });
      const lessons = dir.chapters.flatMap((c) => c.lessons);
      expect(course.chapter_count).toBe(dir.chapters.length);
      expect(course.lesson_count).toBe(lessons.length);
      expect(course.duration_seconds).toBe(lessons.reduce((sum, l) => sum + l.duration_seconds, 0));
      expect(lessons[0]?.playable).toBe(true);
      expect(lessons.filter((l) => l.is_free === 1)).toHaveLength(1);
      const comments = await gw.client().call(api.appedu_msrv.course_comment_list, { course_id: course.course_id });
      expect(course.comment_count).toBe(comments.total);
      expect(course.rating_count).toBeGreaterThan(0);
      const detail = await gw.client().call(api.appedu_msrv.course_detail, { course_id: course.course_id });
      expect(detail.faqs.length).toBeGreaterThan(0);
    }
  });
});
