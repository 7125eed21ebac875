import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { addCourse } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob, carol] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appedu_msrv/course_comment_*", () => {
  it("adds comments, lists them newest first with who may delete them, and counts them", async () => {
    const course_id = await addCourse(alice);
    const first = await bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "Clear and short." });
    const second = await carol.client.call(api.appedu_msrv.course_comment_add, {
      course_id,
      content: "讲得很清楚，谢谢老师",
    });
    expect(first).toMatchObject({ content: "Clear and short.", can_delete: true, author: { uid: bob.uid } });
    const asBob = await bob.client.call(api.appedu_msrv.course_comment_list, { course_id });
    expect(asBob.list.map((c) => [c.comment_id, c.can_delete])).toEqual([
      [second.comment_id, false],
      [first.comment_id, true],
    ]);
    const asAuthor = await alice.client.call(api.appedu_msrv.course_comment_list, { course_id, page_size: 1 });
    expect(asAuthor).toMatchObject({ total: 2, page_size: 1 });
    expect(asAuthor.list[0]?.can_delete).toBe(true);
    expect((await gw.client().call(api.appedu_msrv.course_detail, { course_id })).comment_count).toBe(2);
  });

  it("follows the article comments' rules: login (801135), text (802000, 801132), no repeats (801109)", async () => {
    const course_id = await addCourse(alice);
    expect(
      await refusedWith(gw.client().call(api.appedu_msrv.course_comment_add, { course_id, content: "Hello there" })),
    ).toBe(Code.LoginToComment);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "   " }))).toBe(
      Code.CommentEmpty,
    );
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "ok" }))).toBe(
      Code.CommentTooShort,
    );
    await bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "Worth the price." });
    expect(
      await refusedWith(
        bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "Worth the price." }),
      ),
    ).toBe(Code.AlreadyCommented);
    expect(
      await refusedWith(
        bob.client.call(api.appedu_msrv.course_comment_add, { course_id: 2_000_000, content: "Hello there" }),
      ),
    ).toBe(Code.NotFound);
  });

  it("lets the writer or the course's author delete a comment, nobody else (1006)", async () => {
    const course_id = await addCourse(alice);
    const one = await bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "First remark" });
    const two = await bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "Second remark" });
    expect(
      await refusedWith(carol.client.call(api.appedu_msrv.course_comment_delete, { comment_id: one.comment_id })),
    ).toBe(Code.PermissionDenied);
    await bob.client.call(api.appedu_msrv.course_comment_delete, { comment_id: one.comment_id });
    await alice.client.call(api.appedu_msrv.course_comment_delete, { comment_id: two.comment_id });
    expect((await gw.client().call(api.appedu_msrv.course_comment_list, { course_id })).total).toBe(0);
    expect((await gw.client().call(api.appedu_msrv.course_detail, { course_id })).comment_count).toBe(0);
    expect(
      await refusedWith(bob.client.call(api.appedu_msrv.course_comment_delete, { comment_id: one.comment_id })),
    ).toBe(Code.NotFound);
  });
});
