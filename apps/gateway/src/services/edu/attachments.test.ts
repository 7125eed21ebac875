import { randomBytes } from "node:crypto";
import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { buildCourse, enroll } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

/** An upload row of `who`'s, as the upload call leaves it. */
async function upload(who: Member): Promise<{ id: number; url: string }> {
  const key = `image/2025/01/${randomBytes(8).toString("hex")}.png`;
  return gw.db.kysely
    .insertInto("uploads")
    .values({
      owner_uid: who.uid,
      kind: "image",
      storage_key: key,
      url: `/uploads/${key}`,
      mime: "image/png",
      size_bytes: 2048,
    })
    .returning(["id", "url"])
    .executeTakeFirstOrThrow();
}

/** A signed link to attachment `id`, as a learner gets it (services/edu/media-links.ts). */
const signed = (id: number) =>
  expect.stringMatching(new RegExp(`^/media/attachment/${id}\\.png\\?u=\\d+&exp=\\d+&sig=`));

describe("appedu_msrv/course_attachment_*", () => {
  it("attaches uploads to the course and to lessons, and gives their addresses only to those who may play", async () => {
    const built = await buildCourse(alice);
    const [free, paid] = built.lessons;
    const slides = await upload(alice);
    const sheet = await upload(alice);
    const notes = await upload(alice);
    const save = (upload_id: number, file_name: string, lesson_id?: number) =>
      alice.client.call(api.appedu_msrv.course_attachment_save, {
        course_id: built.course_id,
        upload_id,
        file_name,
        lesson_id,
      });
    const whole = await save(slides.id, "slides.png");
    const open = await save(sheet.id, "cheatsheet.png", free);
    const closed = await save(notes.id, "notes.png", paid);
    expect(whole).toMatchObject({ url: slides.url, size_bytes: 2048, mime: "image/png", lesson_id: null });

    const courseFiles = await bob.client.call(api.appedu_msrv.course_attachment_list, { course_id: built.course_id });
    expect(courseFiles.map((f) => [f.file_name, f.url])).toEqual([["slides.png", ""]]);
    const freeFiles = await bob.client.call(api.appedu_msrv.course_attachment_list, {
      course_id: built.course_id,
      lesson_id: free,
    });
    expect(freeFiles.map((f) => f.url)).toEqual([signed(open.attachment_id)]);
    expect(
      await refusedWith(
        bob.client.call(api.appedu_msrv.course_attachment_detail, { attachment_id: closed.attachment_id }),
      ),
    ).toBe(Code.CourseLessonLocked);
    expect(
      (await bob.client.call(api.appedu_msrv.course_attachment_detail, { attachment_id: open.attachment_id })).url,
    ).toEqual(signed(open.attachment_id));
    // The author gets the uploads themselves, to edit them.
    const lesson = await alice.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid });
    expect(lesson.attachments.map((f) => [f.file_name, f.url])).toEqual([["notes.png", notes.url]]);

    await enroll(gw, bob.uid, built.course_id);
    expect(
      (await bob.client.call(api.appedu_msrv.course_attachment_detail, { attachment_id: closed.attachment_id })).url,
    ).toEqual(signed(closed.attachment_id));
    expect(
      (await bob.client.call(api.appedu_msrv.course_attachment_list, { course_id: built.course_id }))[0]?.url,
    ).toEqual(signed(whole.attachment_id));
    const played = await bob.client.call(api.appedu_msrv.course_lesson_detail, { lesson_id: paid });
    expect(played.attachments.map((f) => f.url)).toEqual([signed(closed.attachment_id)]);
    expect(JSON.stringify([freeFiles, played])).not.toContain("/uploads/");

    const renamed = await alice.client.call(api.appedu_msrv.course_attachment_save, {
      course_id: built.course_id,
      attachment_id: whole.attachment_id,
      upload_id: slides.id,
      file_name: "deck.png",
    });
    expect(renamed.file_name).toBe("deck.png");
    await alice.client.call(api.appedu_msrv.course_attachment_delete, { attachment_id: whole.attachment_id });
    expect(
      await refusedWith(
        gw.client().call(api.appedu_msrv.course_attachment_detail, { attachment_id: whole.attachment_id }),
      ),
    ).toBe(Code.NotFound);
  });

  it("refuses another's upload (3002), a lesson of another course, a path as a name and another author (1006)", async () => {
    const built = await buildCourse(alice);
    const other = await buildCourse(alice);
    const mine = await upload(alice);
    const bobs = await upload(bob);
    const form = { course_id: built.course_id, upload_id: mine.id, file_name: "a.png" };
    expect(
      await refusedWith(alice.client.call(api.appedu_msrv.course_attachment_save, { ...form, upload_id: bobs.id })),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(
        alice.client.call(api.appedu_msrv.course_attachment_save, { ...form, lesson_id: other.lessons[0] }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(alice.client.call(api.appedu_msrv.course_attachment_save, { ...form, file_name: "../etc/a" })),
    ).toBe(Code.ParamInvalid);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_attachment_save, form))).toBe(
      Code.PermissionDenied,
    );
    const saved = await alice.client.call(api.appedu_msrv.course_attachment_save, form);
    expect(
      await refusedWith(
        bob.client.call(api.appedu_msrv.course_attachment_delete, { attachment_id: saved.attachment_id }),
      ),
    ).toBe(Code.PermissionDenied);
  });
});
