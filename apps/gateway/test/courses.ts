/** Course tests: forms, a course with chapters and lessons, and enrollments as the checkout grants them. */
import { type ActionInput, type Api, api } from "@icms/protocol";
import { sql } from "kysely";
import { type Member, mediaUrl } from "./cms.js";
import type { TestGateway } from "./harness.js";

type CourseInput = ActionInput<Api["appedu_msrv"]["course_save"]>;

let serial = 0;
/** A valid paid course form; `overrides` change any field. */
export function courseForm(overrides: Partial<CourseInput> = {}): CourseInput {
  serial += 1;
  return {
    name: `Solidity from scratch ${serial}`,
    cate_id: 2,
    lang: "en",
    is_free: 0,
    price: "19.90",
    coin: "USDT",
    tags: "solidity,evm",
    cover_url: mediaUrl("image"),
    abstract: "Write, test and deploy contracts.",
    details: "<p>Twelve lessons from the first contract to an audit.</p>",
    ...overrides,
  } as CourseInput;
}

export async function addCourse(who: Member, overrides: Partial<CourseInput> = {}): Promise<number> {
  return (await who.client.call(api.appedu_msrv.course_save, courseForm(overrides))).course_id;
}

export interface BuiltCourse {
  course_id: number;
  chapters: [number, number];
  /** The first is free; the other two are paid. */
  lessons: [number, number, number];
}

/** A course with two chapters and three lessons (the first lesson free), in that order. */
export async function buildCourse(who: Member, overrides: Partial<CourseInput> = {}): Promise<BuiltCourse> {
  const course_id = await addCourse(who, overrides);
  const save = (name: string, weight: number) =>
    who.client.call(api.appedu_msrv.course_chapter_save, { course_id, name, weight });
  // Saved out of order: the weights decide.
  const second = await save("Testing", 20);
  const first = await save("Basics", 10);
  const lesson = (chapter_id: number, name: string, weight: number, is_free: 0 | 1, duration: number) =>
    who.client.call(api.appedu_msrv.course_lesson_save, {
      course_id,
      chapter_id,
      name,
      weight,
      is_free,
      duration_seconds: duration,
      content: `<p>${name} notes.</p>`,
      video_url: mediaUrl("video"),
    });
  const a = await lesson(first.chapter_id, "Hello contract", 1, 1, 300);
  const b = await lesson(first.chapter_id, "Storage and memory", 2, 0, 600);
  const c = await lesson(second.chapter_id, "Unit tests", 1, 0, 900);
  return {
    course_id,
    chapters: [first.chapter_id, second.chapter_id],
    lessons: [a.lesson_id, b.lesson_id, c.lesson_id],
  };
}

/** What the checkout's projection does when an order is paid. */
export async function enroll(gw: TestGateway, uid: number, courseId: number, orderId: number | null = null) {
  await gw.db.kysely
    .insertInto("course_enrollments")
    .values({ uid, course_id: courseId, order_id: orderId })
    .onConflict((oc) => oc.columns(["uid", "course_id"]).doUpdateSet({ revoked_at: null, granted_at: sql`now()` }))
    .execute();
}

/** What it does on a refund. */
export async function revoke(gw: TestGateway, uid: number, courseId: number) {
  await gw.db.kysely
    .updateTable("course_enrollments")
    .set({ revoked_at: sql`now()` })
    .where("uid", "=", uid)
    .where("course_id", "=", courseId)
    .execute();
}
