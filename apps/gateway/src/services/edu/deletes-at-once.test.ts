import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { buildCourse, enroll } from "../../../test/courses.js";
import type { TestGateway } from "../../../test/harness.js";

/**
 * The same delete sent many times at once does what one after another does: one deletes, the
 * rest answer 3002, and the course's counters count what is left (on PostgreSQL, where the
 * calls run side by side; on PGlite they take turns and pass anyway).
 */
let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

/** The codes `times` identical calls answer at once, sorted: 0 for each success. */
async function atOnce(times: number, call: () => Promise<unknown>): Promise<number[]> {
  const settled = await Promise.allSettled(Array.from({ length: times }, call));
  return settled
    .map((s) => (s.status === "fulfilled" ? 0 : ((s.reason as { code?: number }).code ?? -1)))
    .sort((a, b) => a - b);
}
const oneThenNotFound = [0, ...Array.from({ length: 7 }, () => Code.NotFound)];

async function courseCounts(courseId: number) {
  return gw.db.kysely
    .selectFrom("courses")
    .select(["lesson_count", "duration_seconds", "comment_count"])
    .where("id", "=", courseId)
    .executeTakeFirstOrThrow();
}

describe("deleting one course item many times at once", () => {
  it("a comment is counted down once", async () => {
    const { course_id } = await buildCourse(alice);
    await enroll(gw, bob.uid, course_id);
    const { comment_id } = await bob.client.call(api.appedu_msrv.course_comment_add, { course_id, content: "Clear." });
    const codes = await atOnce(8, () => alice.client.call(api.appedu_msrv.course_comment_delete, { comment_id }));
    expect(codes).toEqual(oneThenNotFound);
    expect((await courseCounts(course_id)).comment_count).toBe(0);
  });

  it("a lesson is taken off the course's totals once", async () => {
    const { course_id, lessons } = await buildCourse(alice);
    const before = await courseCounts(course_id);
    const codes = await atOnce(8, () =>
      alice.client.call(api.appedu_msrv.course_lesson_delete, { lesson_id: lessons[2] }),
    );
    expect(codes).toEqual(oneThenNotFound);
    // The third lesson lasts 900 seconds (test/courses.ts).
    expect(await courseCounts(course_id)).toMatchObject({
      lesson_count: before.lesson_count - 1,
      duration_seconds: before.duration_seconds - 900,
    });
  });

  it("a question is deleted once", async () => {
    const { course_id } = await buildCourse(alice);
    const { faq_id } = await alice.client.call(api.appedu_msrv.course_faq_save, {
      course_id,
      question: "Is there a certificate?",
      answer: "Yes.",
      weight: 1,
    });
    const codes = await atOnce(8, () => alice.client.call(api.appedu_msrv.course_faq_delete, { faq_id }));
    expect(codes).toEqual(oneThenNotFound);
  });
});
