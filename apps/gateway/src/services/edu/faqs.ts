/** The FAQ of a course: `course_faq_list`, `_detail`, `_save` and `_delete`. */
import { api, Code, type CourseFaq, GatewayError } from "@icms/protocol";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { ownCourse, seenCourse } from "./access.js";

type FaqRow = { id: number; course_id: number; question: string; answer: string; weight: number };

const toFaq = (row: FaqRow): CourseFaq => ({
  faq_id: row.id,
  course_id: row.course_id,
  question: row.question,
  answer: row.answer,
  weight: row.weight,
});

const faqRows = (q: Queryable) =>
  q.kysely
    .selectFrom("course_faqs")
    .select(["id", "course_id", "question", "answer", "weight"])
    .orderBy("weight")
    .orderBy("id");

/** The course's questions in order. */
export async function faqsOf(q: Queryable, courseId: number): Promise<CourseFaq[]> {
  return (await faqRows(q).where("course_id", "=", courseId).execute()).map(toFaq);
}

async function faqRow(q: Queryable, faqId: number): Promise<FaqRow> {
  const row = await faqRows(q).where("id", "=", faqId).executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return row;
}

export const faqHandlers = {
  course_faq_list: handle(api.appedu_msrv.course_faq_list, async (params, ctx) => {
    await seenCourse(ctx.db, params.course_id, ctx.session?.uid);
    return faqsOf(ctx.db, params.course_id);
  }),

  course_faq_detail: handle(api.appedu_msrv.course_faq_detail, async (params, ctx) => {
    const row = await faqRow(ctx.db, params.faq_id);
    await seenCourse(ctx.db, row.course_id, ctx.session?.uid);
    return toFaq(row);
  }),

  course_faq_save: handle(api.appedu_msrv.course_faq_save, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const course = await ownCourse(q, params.course_id, ctx.session.uid);
      const values = { question: params.question, answer: params.answer, weight: params.weight };
      if (params.faq_id === undefined) {
        const row = await q.kysely
          .insertInto("course_faqs")
          .values({ ...values, course_id: course.id })
          .returning(["id", "course_id", "question", "answer", "weight"])
          .executeTakeFirstOrThrow();
        return toFaq(row);
      }
      const row = await q.kysely
        .updateTable("course_faqs")
        .set(values)
        .where("id", "=", params.faq_id)
        .where("course_id", "=", course.id)
        .returning(["id", "course_id", "question", "answer", "weight"])
        .executeTakeFirst();
      if (!row) throw new GatewayError(Code.NotFound);
      return toFaq(row);
    }),
  ),

  course_faq_delete: handle(api.appedu_msrv.course_faq_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const row = await faqRow(q, params.faq_id);
      await ownCourse(q, row.course_id, ctx.session.uid);
      // Deleted by a call that held the course first: answered as a delete that came after it.
      const deleted = await q.kysely
        .deleteFrom("course_faqs")
        .where("id", "=", row.id)
        .returning("id")
        .executeTakeFirst();
      if (!deleted) throw new GatewayError(Code.NotFound);
      return null;
    }),
  ),
};
