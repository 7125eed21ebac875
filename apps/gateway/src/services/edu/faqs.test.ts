import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { addCourse } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appedu_msrv/course_faq_*", () => {
  it("adds questions, lists them by weight, shows, edits and deletes one", async () => {
    const course_id = await addCourse(alice);
    const ask = (question: string, weight: number) =>
      alice.client.call(api.appedu_msrv.course_faq_save, { course_id, question, answer: "Yes.", weight });
    const second = await ask("Is there a certificate?", 5);
    const first = await ask("Are the videos downloadable?", 1);
    const list = await gw.client().call(api.appedu_msrv.course_faq_list, { course_id });
    expect(list.map((f) => f.faq_id)).toEqual([first.faq_id, second.faq_id]);
    const edited = await alice.client.call(api.appedu_msrv.course_faq_save, {
      course_id,
      faq_id: second.faq_id,
      question: "Is there a certificate of completion?",
      answer: "Not yet.",
    });
    expect(edited).toMatchObject({ answer: "Not yet.", weight: 0 });
    expect((await gw.client().call(api.appedu_msrv.course_faq_detail, { faq_id: second.faq_id })).question).toBe(
      "Is there a certificate of completion?",
    );
    await alice.client.call(api.appedu_msrv.course_faq_delete, { faq_id: first.faq_id });
    expect(await refusedWith(gw.client().call(api.appedu_msrv.course_faq_detail, { faq_id: first.faq_id }))).toBe(
      Code.NotFound,
    );
  });

  it("refuses another author (1006), an empty answer, and a question of another course", async () => {
    const course_id = await addCourse(alice);
    const other = await addCourse(alice);
    const faq = await alice.client.call(api.appedu_msrv.course_faq_save, { course_id, question: "Q?", answer: "A." });
    expect(
      await refusedWith(bob.client.call(api.appedu_msrv.course_faq_save, { course_id, question: "Q?", answer: "A." })),
    ).toBe(Code.PermissionDenied);
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_faq_delete, { faq_id: faq.faq_id }))).toBe(
      Code.PermissionDenied,
    );
    expect(
      await refusedWith(
        alice.client.call(api.appedu_msrv.course_faq_save, { course_id, question: "Q?", answer: "  " }),
      ),
    ).toBe(Code.ParamInvalid);
    expect(
      await refusedWith(
        alice.client.call(api.appedu_msrv.course_faq_save, {
          course_id: other,
          faq_id: faq.faq_id,
          question: "Q?",
          answer: "A.",
        }),
      ),
    ).toBe(Code.NotFound);
    await gw.db.kysely.updateTable("courses").set({ status: "audit" }).where("id", "=", course_id).execute();
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_faq_list, { course_id }))).toBe(Code.NotFound);
  });
});
