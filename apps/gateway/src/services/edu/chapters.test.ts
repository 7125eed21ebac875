import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { addCourse, buildCourse } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appedu_msrv/course_chapter_*", () => {
  it("adds, lists in weight order, shows, renames and deletes an empty chapter", async () => {
    const course_id = await addCourse(alice);
    const late = await alice.client.call(api.appedu_msrv.course_chapter_save, { course_id, name: "Late", weight: 9 });
    const early = await alice.client.call(api.appedu_msrv.course_chapter_save, { course_id, name: "Early", weight: 1 });
    const list = await gw.client().call(api.appedu_msrv.course_chapter_list, { course_id });
    expect(list.map((c) => c.chapter_id)).toEqual([early.chapter_id, late.chapter_id]);
    const renamed = await alice.client.call(api.appedu_msrv.course_chapter_save, {
      course_id,
      chapter_id: late.chapter_id,
      name: "Last",
      weight: 0,
    });
    expect(renamed).toMatchObject({ name: "Last", weight: 0, lesson_count: 0 });
    expect((await gw.client().call(api.appedu_msrv.course_chapter_detail, { chapter_id: late.chapter_id })).name).toBe(
      "Last",
    );
    expect(await alice.client.call(api.appedu_msrv.course_chapter_delete, { chapter_id: late.chapter_id })).toBeNull();
    expect((await gw.client().call(api.appedu_msrv.course_detail, { course_id })).chapter_count).toBe(1);
    expect(
      await refusedWith(gw.client().call(api.appedu_msrv.course_chapter_detail, { chapter_id: late.chapter_id })),
    ).toBe(Code.NotFound);
  });

  it("refuses deleting a chapter with lessons (803005), another's chapter (1006) and a chapter of another course", async () => {
    const built = await buildCourse(alice);
    const other = await addCourse(alice);
    expect(
      await refusedWith(alice.client.call(api.appedu_msrv.course_chapter_delete, { chapter_id: built.chapters[0] })),
    ).toBe(Code.ChapterHasLessons);
    expect(
      await refusedWith(bob.client.call(api.appedu_msrv.course_chapter_delete, { chapter_id: built.chapters[0] })),
    ).toBe(Code.PermissionDenied);
    expect(
      await refusedWith(
        bob.client.call(api.appedu_msrv.course_chapter_save, { course_id: built.course_id, name: "Mine now" }),
      ),
    ).toBe(Code.PermissionDenied);
    expect(
      await refusedWith(
        alice.client.call(api.appedu_msrv.course_chapter_save, {
          course_id: other,
          chapter_id: built.chapters[0],
          name: "Moved",
        }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(alice.client.call(api.appedu_msrv.course_chapter_save, { course_id: other, name: " " })),
    ).toBe(Code.ParamInvalid);
    expect(await refusedWith(gw.client().call(api.appedu_msrv.course_chapter_list, { course_id: 2_000_000 }))).toBe(
      Code.NotFound,
    );
  });
});
