import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, mediaUrl, member, startContentGateway } from "../../../test/cms.js";
import { addCourse, courseForm, enroll } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

const row = (id: number) =>
  gw.db.kysely.selectFrom("courses").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("appedu_msrv/course_save", () => {
  it("stores the price exactly, cleans the details and takes the caller's language by default", async () => {
    const saved = await alice.client.call(
      api.appedu_msrv.course_save,
      courseForm({
        price: "0.12345678",
        coin: "ICMS",
        lang: undefined,
        details: '<p onclick="x()">Hi<script>1</script></p>',
      }),
    );
    expect(saved.status).toBe("online");
    const stored = await row(saved.course_id);
    expect(String(stored.price)).toMatch(/^0\.12345678/);
    expect(stored).toMatchObject({ coin: "ICMS", lang: "en", is_free: false, tags: ["solidity", "evm"] });
    expect(stored.details).not.toContain("script");
    expect(stored.details).not.toContain("onclick");
    const detail = await gw.client().call(api.appedu_msrv.course_detail, { course_id: saved.course_id });
    expect(detail.price).toBe("0.12345678");
  });

  it("makes a free course's price 0 and refuses a paid one without a price (803003)", async () => {
    const free = await addCourse(alice, { is_free: 1, price: "9" });
    expect((await gw.client().call(api.appedu_msrv.course_detail, { course_id: free })).price).toBe("0");
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_save, courseForm({ price: "0.000" })))).toBe(
      Code.CoursePriceRequired,
    );
    expect(
      await refusedWith(alice.client.call(api.appedu_msrv.course_save, courseForm({ price: "1.123456789" }))),
    ).toBe(Code.ParamInvalid);
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_save, courseForm({ price: "-1" })))).toBe(
      Code.ParamInvalid,
    );
  });

  it("refuses an unknown category (3002), a cover that is not an upload, and a second course of the same name", async () => {
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_save, courseForm({ cate_id: 999 })))).toBe(
      Code.NotFound,
    );
    expect(
      await refusedWith(
        alice.client.call(api.appedu_msrv.course_save, courseForm({ cover_url: "https://x.test/a.png" })),
      ),
    ).toBe(Code.ParamInvalid);
    await addCourse(alice, { name: "Gas golf" });
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_save, courseForm({ name: "GAS GOLF" })))).toBe(
      Code.SameTitle,
    );
    // Another author may use the name.
    await addCourse(bob, { name: "Gas golf" });
  });

  it("lets the author alone edit (1006 for others), and sends a refused course back to review", async () => {
    const course_id = await addCourse(alice);
    const edited = await alice.client.call(
      api.appedu_msrv.course_save,
      courseForm({ course_id, name: "Renamed", cover_url: mediaUrl("image") }),
    );
    expect(edited).toEqual({ course_id, status: "online" });
    expect((await row(course_id)).name).toBe("Renamed");
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_save, courseForm({ course_id })))).toBe(
      Code.PermissionDenied,
    );
    await gw.db.kysely.updateTable("courses").set({ status: "refused" }).where("id", "=", course_id).execute();
    // Review is off in these tests (REVIEW_QUORUM 0): submitting again puts it online.
    expect((await alice.client.call(api.appedu_msrv.course_save, courseForm({ course_id }))).status).toBe("online");
  });
});

describe("appedu_msrv/course_delete", () => {
  it("deletes the author's course, but not one with students (803004) or someone else's (1006)", async () => {
    const course_id = await addCourse(alice);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_delete, { course_id }))).toBe(
      Code.PermissionDenied,
    );
    await enroll(gw, bob.uid, course_id);
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_delete, { course_id }))).toBe(
      Code.CourseHasStudents,
    );
    await gw.db.kysely.deleteFrom("course_enrollments").where("course_id", "=", course_id).execute();
    expect(await alice.client.call(api.appedu_msrv.course_delete, { course_id })).toBeNull();
    expect((await row(course_id)).status).toBe("deleted");
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_delete, { course_id }))).toBe(Code.NotFound);
  });
});
