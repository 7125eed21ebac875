import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { addCourse, buildCourse, enroll } from "../../../test/courses.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("appedu_msrv/course_list", () => {
  it("lists online courses by category, language, free flag and keyword, newest first, and pages", async () => {
    const one = await addCourse(alice, { cate_id: 3, lang: "ru", name: "Основы трейдинга" });
    const two = await addCourse(alice, { cate_id: 3, lang: "ru", is_free: 1, name: "Свечной анализ" });
    await addCourse(alice, { cate_id: 3, lang: "zh", name: "交易心理" });
    const ru = await gw.client().call(api.appedu_msrv.course_list, { cate_id: 3, lang: "ru" });
    expect(ru.list.map((c) => c.course_id)).toEqual([two, one]);
    expect(ru.total).toBe(2);
    const free = await gw.client().call(api.appedu_msrv.course_list, { cate_id: 3, is_free: 1 });
    expect(free.list.map((c) => c.course_id)).toEqual([two]);
    expect(free.list[0]).toMatchObject({ price: "0", is_free: 1 });
    const found = await gw.client().call(api.appedu_msrv.course_list, { keyword: "трейдинг" });
    expect(found.list.map((c) => c.course_id)).toEqual([one]);
    const page = await gw.client().call(api.appedu_msrv.course_list, { cate_id: 3, page: 2, page_size: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.list).toHaveLength(1);
    expect((await gw.client().call(api.appedu_msrv.course_list, { keyword: "100%_" })).total).toBe(0);
  });

  it("orders by students and by rating", async () => {
    const few = await addCourse(alice, { cate_id: 6 });
    const many = await addCourse(alice, { cate_id: 6 });
    await enroll(gw, bob.uid, many);
    const popular = await gw.client().call(api.appedu_msrv.course_list, { cate_id: 6, order: "popular" });
    expect(popular.list.map((c) => c.course_id)).toEqual([many, few]);
    expect(popular.list[0]?.student_count).toBe(1);
    await enroll(gw, bob.uid, few);
    await bob.client.call(api.appedu_msrv.course_rate, { course_id: few, score: 5 });
    await bob.client.call(api.appedu_msrv.course_rate, { course_id: many, score: 3 });
    const rated = await gw.client().call(api.appedu_msrv.course_list, { cate_id: 6, order: "rating" });
    expect(rated.list.map((c) => c.course_id)).toEqual([few, many]);
    expect(rated.list[0]).toMatchObject({ rating_avg: 5, rating_count: 1 });
  });
  it("counts a free course's learners, who open its lessons without buying, as its students", async () => {
    const free = await buildCourse(alice, { name: "Zebrafish anatomy", is_free: 1 });
    const paid = await addCourse(alice, { name: "Zebrafish genetics" });
    await enroll(gw, bob.uid, paid);
    const students = async () => {
      const listed = await gw.client().call(api.appedu_msrv.course_list, { keyword: "Zebrafish", order: "popular" });
      return listed.list.map((c) => [c.course_id, c.student_count]);
    };
    expect(await students()).toEqual([
      [paid, 1],
      [free.course_id, 0],
    ]);
    // Two lessons by one learner are one student; a second learner is a second.
    for (const lesson_id of free.lessons.slice(0, 2)) {
      await bob.client.call(api.appedu_msrv.course_progress_save, { lesson_id, position_seconds: 10 });
    }
    const carol = await member(gw);
    await carol.client.call(api.appedu_msrv.course_progress_save, { lesson_id: free.lessons[0], position_seconds: 5 });
    expect(await students()).toEqual([
      [free.course_id, 2],
      [paid, 1],
    ]);
    // Learners do not stop the author deleting a free course; a buyer does stop a paid one.
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_delete, { course_id: paid }))).toBe(
      Code.CourseHasStudents,
    );
    await alice.client.call(api.appedu_msrv.course_delete, { course_id: free.course_id });
  });
});

describe("appedu_msrv/course_detail", () => {
  it("shows the course with its counts, FAQ and the viewer's standing", async () => {
    const built = await buildCourse(alice, { price: "12.50000000", coin: "ICT" });
    await alice.client.call(api.appedu_msrv.course_faq_save, {
      course_id: built.course_id,
      question: "Do I need to know JavaScript?",
      answer: "A little helps.",
    });
    const anonymous = await gw.client().call(api.appedu_msrv.course_detail, { course_id: built.course_id });
    expect(anonymous).toMatchObject({
      price: "12.5",
      coin: "ICT",
      is_free: 0,
      chapter_count: 2,
      lesson_count: 3,
      duration_seconds: 1800,
      is_owner: false,
      is_enrolled: false,
      can_play: false,
      my_rating: 0,
      review: null,
      status: "online",
    });
    expect(anonymous.details).toContain("Twelve lessons");
    expect(anonymous.faqs.map((f) => f.question)).toEqual(["Do I need to know JavaScript?"]);
    const owner = await alice.client.call(api.appedu_msrv.course_detail, { course_id: built.course_id });
    expect(owner).toMatchObject({ is_owner: true, can_play: true });
    expect(owner.review).toMatchObject({ pass_count: 0, reject_count: 0, reasons: [] });
    await enroll(gw, bob.uid, built.course_id, 77);
    expect(await bob.client.call(api.appedu_msrv.course_detail, { course_id: built.course_id })).toMatchObject({
      is_enrolled: true,
      can_play: true,
      student_count: 1,
    });
  });

  it("hides a course that is not online from all but its author, and a deleted one from everyone", async () => {
    const course_id = await addCourse(alice);
    await gw.db.kysely.updateTable("courses").set({ status: "audit" }).where("id", "=", course_id).execute();
    expect(await refusedWith(bob.client.call(api.appedu_msrv.course_detail, { course_id }))).toBe(Code.NotFound);
    const preview = await alice.client.call(api.appedu_msrv.course_detail, { course_id, is_preview: 1, ts: 1 });
    expect(preview.status).toBe("audit");
    expect(
      (await gw.client().call(api.appedu_msrv.course_list, { page_size: 100 })).list.map((c) => c.course_id),
    ).not.toContain(course_id);
    await alice.client.call(api.appedu_msrv.course_delete, { course_id });
    expect(await refusedWith(alice.client.call(api.appedu_msrv.course_detail, { course_id }))).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.appedu_msrv.course_detail, { course_id: 2_000_000 }))).toBe(
      Code.NotFound,
    );
  });
});

describe("appedu_msrv/my_course_teach", () => {
  it("lists the caller's own courses in every state but deleted, by status", async () => {
    const carol = await member(gw);
    const online = await addCourse(carol);
    const waiting = await addCourse(carol);
    const gone = await addCourse(carol);
    await gw.db.kysely.updateTable("courses").set({ status: "audit" }).where("id", "=", waiting).execute();
    await carol.client.call(api.appedu_msrv.course_delete, { course_id: gone });
    const all = await carol.client.call(api.appedu_msrv.my_course_teach, {});
    expect(all.list.map((c) => c.course_id).sort()).toEqual([online, waiting].sort());
    expect(all.list[0]?.review).toMatchObject({ pass_count: 0, reasons: [] });
    const audit = await carol.client.call(api.appedu_msrv.my_course_teach, { status: "audit" });
    expect(audit.list.map((c) => c.course_id)).toEqual([waiting]);
    expect(await refusedWith(gw.client().call(api.appedu_msrv.my_course_teach, {}))).toBe(Code.NotLoggedIn);
  });
});
