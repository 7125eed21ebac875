/** `course_save` and `course_delete`: the author's writes of a course itself. */
import { api, Code, GatewayError, isPositivePrice, toUiLang } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkMediaUrl } from "../../shared/form-checks.js";
import { submitted } from "../../shared/content-ops.js";
import { cleanRichText } from "../../shared/rich-text.js";
import { ownCourse } from "./access.js";
import { plainDecimal } from "./rows.js";
import { noticeReviewWaiting } from "../dao/public.js";

const isUniqueViolation = (error: unknown, name: string) => {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === "23505" && `${e.constraint ?? e.message}`.includes(name);
};

/** 801110 when the author has another live course of this name (any case). */
async function checkNameFree(q: Queryable, uid: number, name: string, exceptId = 0): Promise<void> {
  const other = await q.kysely
    .selectFrom("courses")
    .select("id")
    .where("author_uid", "=", uid)
    .where("status", "<>", "deleted")
    .where(sql<string>`lower(name)`, "=", name.toLowerCase())
    .where("id", "<>", exceptId)
    .executeTakeFirst();
  if (other) throw new GatewayError(Code.SameTitle);
}

export const courseSaveHandlers = {
  /**
   * A new course waits in review (`audit`; online at once when review is off, REVIEW_QUORUM 0);
   * a refused one saved again goes back to review; an online one stays online (docs/courses.md).
   */
  course_save: handle(api.appedu_msrv.course_save, async (params, ctx) => {
    const uid = ctx.session.uid;
    if (params.is_free === 0 && !isPositivePrice(params.price)) throw new GatewayError(Code.CoursePriceRequired);
    const values = {
      cate_id: params.cate_id,
      name: params.name,
      abstract: params.abstract,
      details: cleanRichText(params.details),
      cover_url: checkMediaUrl(ctx, params.cover_url, "image", "cover_url"),
      tags: params.tags,
      is_free: params.is_free === 1,
      price: params.is_free === 1 ? "0" : plainDecimal(params.price.trim()),
      coin: params.coin,
    };
    try {
      return await ctx.db.tx(async (q) => {
        const category = await q.kysely
          .selectFrom("course_categories")
          .select("id")
          .where("id", "=", params.cate_id)
          .executeTakeFirst();
        if (!category) throw new GatewayError(Code.NotFound);
        if (params.course_id === undefined) {
          await checkNameFree(q, uid, params.name);
          const { status, passed } = submitted(ctx.config.REVIEW_QUORUM);
          const row = await q.kysely
            .insertInto("courses")
            .values({
              ...values,
              author_uid: uid,
              lang: params.lang ?? toUiLang(ctx.lang),
              status,
              passed_at: passed ? sql<Date>`now()` : null,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          if (status === "audit") await noticeReviewWaiting(ctx, q, { kind: "course", item_id: row.id, owner: uid });
          return { course_id: row.id, status };
        }
        const course = await ownCourse(q, params.course_id, uid);
        await checkNameFree(q, uid, params.name, course.id);
        const again = submitted(ctx.config.REVIEW_QUORUM);
        const status = course.status === "refused" ? again.status : (course.status as "audit" | "online");
        await q.kysely
          .updateTable("courses")
          .set({
            ...values,
            ...(params.lang ? { lang: params.lang } : {}),
            status,
            ...(status === "online" ? { passed_at: sql<Date>`coalesce(passed_at, now())` } : {}),
            updated_at: sql<Date>`now()`,
          })
          .where("id", "=", course.id)
          .execute();
        if (course.status === "refused" && status === "audit") {
          await noticeReviewWaiting(ctx, q, { kind: "course", item_id: course.id, owner: uid });
        }
        return { course_id: course.id, status };
      });
    } catch (error) {
      if (isUniqueViolation(error, "courses_author_name_key")) throw new GatewayError(Code.SameTitle);
      throw error;
    }
  }),

  /** Deletes the course (it leaves every list); refused while it has students (803004). */
  course_delete: handle(api.appedu_msrv.course_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const course = await ownCourse(q, params.course_id, ctx.session.uid);
      const student = await q.kysely
        .selectFrom("course_enrollments")
        .select("id")
        .where("course_id", "=", course.id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (student) throw new GatewayError(Code.CourseHasStudents);
      await q.kysely
        .updateTable("courses")
        .set({ status: "deleted", updated_at: sql<Date>`now()` })
        .where("id", "=", course.id)
        .execute();
      return null;
    }),
  ),
};
