import { api, Code, type CourseLessonOutline } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, mediaUrl, member, startContentGateway } from "../../../test/cms.js";
import { addCourse, buildCourse, enroll, revoke } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

/** The refusal's code and `data` of a call. */
async function refusal(promise: Promise<unknown>): Promise<{ code?: number; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: number; data?: unknown };
  }
  throw new Error("expected the call to be refused");
}

describe("appedu_msrv/course_dir and course_lesson_list", () => {
  it("orders chapters and lessons by weight, smaller first, and marks what the viewer may play", async () => {
    const built = await buildCourse(alice);
    const dir = await gw.client().call(api.appedu_msrv.course_dir, { course_id: built.course_id });
    expect(dir.can_play).toBe(false);
    expect(dir.chapters.map((c) => c.name)).toEqual(["Basics", "Testing"]);
    expect(dir.chapters.map((c) => c.lesson_count)).toEqual([2, 1]);
    const lessons = dir.chapters.flatMap((c) => c.lessons);
    expect(lessons.map((l) => l.lesson_id)).toEqual(built.lessons);
    expect(lessons.map((l) => l.playable)).toEqual([true, false, false]);
    expect(lessons[0]).toMatchObject({ is_free: 1, has_video: true, duration_seconds: 300, progress: null });
    expect(JSON.stringify(dir)).not.toContain("/uploads/video");
    const mine = await alice.client.call(api.appedu_msrv.course_dir, { course_id: built.course_id });
    expect(mine.chapters.flatMap((c) => c.lessons).every((l) => l.playable)).toBe(true);
    const page = await gw.client().call(api.appedu_msrv.course_lesson_list, {
      course_id: built.course_id,
      page_size: 2,
      page: 2,
    });
    expect(page).toMatchObject({ total: 3, page: 2 });
    expect(page.list.map((l: CourseLessonOutline) => l.lesson_id)).toEqual([built.lessons[2]]);
    const chapter = await gw.client().call(api.appedu_msrv.course_lesson_list, {
      course_id: built.course_id,
      chapter_id: built.chapters[1],
    });
    expect(chapter.list.map((l) => l.name)).toEqual(["Unit tests"]);
  });
});

describe("appedu_msrv/course_lesson_detail: who plays what", () => {
  it("plays a free lesson to anyone and a paid one to the author or an enrolled user only", async () => {
    const built = await buildCourse(alice);
    const [free, paid] = built.lessons;
    const open = await gw.client().call(api.appedu_msrv.course_lesson_detail, { lesson_id: free });
    expect(open.content).toContain("Hello contract");
    expect(open.video_url).toMatch(/^\/media\/lesson\/\d+\.mp4\?u=0&exp=\d+&sig=[\w-]{32}$/);
    const locked = await refusal(bob.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid }));
    expect(locked.code).toBe(Code.CourseLessonLocked);
    expect(locked.data).toMatchObject({ lesson_id: paid, name: "Storage and memory", playable: false });
    expect(JSON.stringify(locked.data)).not.toContain("/uploads/video");
    expect((await alice.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid })).content).toContain(
      "Storage",
    );
    await enroll(gw, bob.uid, built.course_id, 1);
    expect((await bob.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid })).playable).toBe(true);
    // A refund takes it back.
    await revoke(gw, bob.uid, built.course_id);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid }))).toBe(
      Code.CourseLessonLocked,
    );
  });

  it("plays every lesson of a free course, and none of a course that is not online to others", async () => {
    const built = await buildCourse(alice, { is_free: 1 });
    expect(
      (await bob.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: built.lessons[2] })).playable,
    ).toBe(true);
    await gw.db.kysely.updateTable("courses").set({ status: "audit" }).where("id", "=", built.course_id).execute();
    expect(
      await refusedWith(bob.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: built.lessons[0] })),
    ).toBe(Code.NotFound);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_dir, { course_id: built.course_id }))).toBe(
      Code.NotFound,
    );
    expect(
      (await alice.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: built.lessons[0], is_preview: 1 }))
        .playable,
    ).toBe(true);
    expect(await refusedWith(gw.client().call(api.appedu_msrv.course_lesson_detail, { lesson_id: 2_000_000 }))).toBe(
      Code.NotFound,
    );
  });
});

describe("appedu_msrv/course_lesson_save and course_lesson_delete", () => {
  it("keeps the course's lesson count and duration, moves a lesson between chapters and deletes it", async () => {
    const built = await buildCourse(alice);
    const [, paid] = built.lessons;
    const moved = await alice.client.call(api.appedu_msrv.course_lesson_save, {
      course_id: built.course_id,
      lesson_id: paid,
      chapter_id: built.chapters[1],
      name: "Storage, moved",
      tags: "storage,slots",
      duration_seconds: 60,
      weight: 0,
      content: "<p>Slots<img src=x onerror=alert(1)></p>",
    });
    expect(moved).toMatchObject({ chapter_id: built.chapters[1], tags: ["storage", "slots"], has_video: false });
    const course = () => gw.client().call(api.appedu_msrv.course_detail, { course_id: built.course_id });
    expect((await course()).duration_seconds).toBe(300 + 60 + 900);
    const detail = await alice.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid });
    expect(detail.content).not.toContain("onerror");
    await alice.client.call(api.appedu_msrv.course_lesson_delete, { lesson_id: paid });
    expect(await course()).toMatchObject({ lesson_count: 2, duration_seconds: 1200 });
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_lesson_delete, { lesson_id: paid }))).toBe(
      Code.NotFound,
    );
  });

  it("refuses another author (1006), a chapter of another course (3002) and a video that is not an upload", async () => {
    const built = await buildCourse(alice);
    const other = await addCourse(alice);
    const form = {
      course_id: built.course_id,
      chapter_id: built.chapters[0],
      name: "Events",
      video_url: mediaUrl("video"),
    };
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_lesson_save, form))).toBe(Code.PermissionDenied);
    expect(
      await refusedWith(alice.client.call(api.appedu_msrv.course_lesson_save, { ...form, course_id: other })),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(
        alice.client.call(api.appedu_msrv.course_lesson_save, { ...form, video_url: "https://x.test/v.mp4" }),
      ),
    ).toBe(Code.ParamInvalid);
    expect(
      await refusedWith(
        alice.client.call(api.appedu_msrv.course_lesson_save, {
          ...form,
          course_id: other,
          lesson_id: built.lessons[0],
        }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(bob.client.call(api.appedu_msrv.course_lesson_delete, { lesson_id: built.lessons[0] })),
    ).toBe(Code.PermissionDenied);
  });
});
