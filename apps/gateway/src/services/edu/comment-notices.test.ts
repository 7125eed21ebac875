import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { addCourse } from "../../../test/courses.js";
import type { TestGateway } from "../../../test/harness.js";
import { nicknamed, noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let carol: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob, carol] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("course comment notices", () => {
  it("tells the course's author and the people mentioned, and says so when the comment is deleted", async () => {
    const course_id = await addCourse(alice);
    const carolName = await nicknamed(carol, "carol");
    const added = await bob.client.call(api.appedu_msrv.course_comment_add, {
      course_id,
      content: `Worth it, @${carolName}`,
    });
    const [comment] = await noticesOf(alice, "comment");
    expect(comment).toMatchObject({
      actors: [{ uid: bob.uid }],
      target: { type: "course_comment", id: added.comment_id, deleted: false },
    });
    expect(comment?.target?.url).toContain(`course_id=${course_id}`);
    expect(await noticesOf(carol, "mention")).toMatchObject([{ target: { id: added.comment_id } }]);

    await bob.client.call(api.appedu_msrv.course_comment_delete, { comment_id: added.comment_id });
    expect(await noticesOf(alice, "comment")).toMatchObject([{ target: { deleted: true } }]);
    expect(await noticesOf(carol, "mention")).toMatchObject([{ target: { deleted: true } }]);
  });
});
