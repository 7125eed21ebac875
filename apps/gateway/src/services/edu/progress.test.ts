import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { buildCourse, enroll, revoke } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appedu_msrv/course_progress_save and my_course_progress", () => {
  it("remembers the position per lesson, keeps a completed lesson completed, and counts completion", async () => {
    const built = await buildCourse(alice);
    const [free, paid, last] = built.lessons;
    const saved = await bob.client.call(api.appedu_msrv.course_progress_save, {
      lesson_id: free,
      position_seconds: 120,
    });
    expect(saved).toMatchObject({ lesson_id: free, position_seconds: 120, completed: false });
    // Past the end is the end.
    await bob.client.call(api.appedu_msrv.course_progress_save, {
      lesson_id: free,
      position_seconds: 9_999,
      completed: 1,
    });
    const back = await bob.client.call(api.appedu_msrv.course_progress_save, { lesson_id: free, position_seconds: 10 });
    expect(back).toMatchObject({ position_seconds: 10, completed: true });
    expect(
      await refusedWith(
        bob.client.call(api.appedu_msrv.course_progress_save, { lesson_id: paid, position_seconds: 1 }),
      ),
    ).toBe(Code.CourseLessonLocked);
    await enroll(gw, bob.uid, built.course_id);
    await bob.client.call(api.appedu_msrv.course_progress_save, {
      lesson_id: paid,
      position_seconds: 600,
      completed: 1,
    });
    await bob.client.call(api.appedu_msrv.course_progress_save, { lesson_id: last, position_seconds: 30 });
    const progress = await bob.client.call(api.appedu_msrv.my_course_progress, { course_id: built.course_id });
    expect(progress).toMatchObject({ completed_lessons: 2, total_lessons: 3, percent: 66, last_lesson_id: last });
    expect(progress.lessons.map((l) => l.lesson_id).sort()).toEqual([...built.lessons].sort());
    const dir = await bob.client.call(api.appedu_msrv.course_dir, { course_id: built.course_id });
    expect(dir.chapters[0]?.lessons[0]?.progress).toMatchObject({ position_seconds: 10, completed: true });
    const lesson = await bob.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: last });
    expect(lesson.progress?.position_seconds).toBe(30);
    expect(
      await refusedWith(
        bob.client.call(api.appedu_msrv.course_progress_save, { lesson_id: 2_000_000, position_seconds: 1 }),
      ),
    ).toBe(Code.NotFound);
  });
});

describe("appedu_msrv/my_course_bought and my_course_learning", () => {
  it("lists the courses bought (not refunded) and those started, with their progress", async () => {
    const carol = await member(gw);
    const bought = await buildCourse(alice);
    const refunded = await buildCourse(alice);
    const free = await buildCourse(alice, { is_free: 1 });
    await enroll(gw, carol.uid, refunded.course_id, 2);
    await enroll(gw, carol.uid, bought.course_id, 3);
    await revoke(gw, carol.uid, refunded.course_id);
    const mine = await carol.client.call(api.appedu_msrv.my_course_bought, {});
    expect(mine.list.map((c) => c.course_id)).toEqual([bought.course_id]);
    expect(mine.list[0]?.progress).toMatchObject({
      completed_lessons: 0,
      total_lessons: 3,
      percent: 0,
      last_lesson_id: null,
    });
    expect(mine.list[0]?.granted_at).not.toBeNull();

    await carol.client.call(api.appedu_msrv.course_progress_save, {
      lesson_id: bought.lessons[0],
      position_seconds: 300,
      completed: 1,
    });
    await carol.client.call(api.appedu_msrv.course_progress_save, { lesson_id: free.lessons[2], position_seconds: 5 });
    const learning = await carol.client.call(api.appedu_msrv.my_course_learning, {});
    expect(learning.list.map((c) => c.course_id)).toEqual([free.course_id, bought.course_id]);
    expect(learning.list[1]?.progress).toMatchObject({ completed_lessons: 1, percent: 33 });
    expect(learning.list[0]?.granted_at).toBeNull();
    expect(await refusedWith(gw.client().call(api.appedu_msrv.my_course_bought, {}))).toBe(Code.NotLoggedIn);
  });
});
