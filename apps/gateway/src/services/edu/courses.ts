/** `course_list`, `course_detail` and `my_course_teach`. */
import { api, type CourseDetail, Code, GatewayError, type TaughtCourse } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { authorReviews, quorumOf } from "../dao/public.js";
import { canSee, courseAccess } from "./access.js";
import { faqsOf } from "./faqs.js";
import { courseSummaries, toCourseSummary } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

/** `%` and `_` typed by the user match themselves. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const courseHandlers = {
  course_list: handle(api.appedu_msrv.course_list, async (params, ctx) => {
    const keyword = params.keyword ? likePattern(params.keyword) : undefined;
    const filtered = courseSummaries(ctx.db.kysely, ctx.lang)
      .where("c.status", "=", "online")
      .$if(params.cate_id !== undefined, (q) => q.where("c.cate_id", "=", params.cate_id as number))
      .$if(params.lang !== undefined, (q) => q.where("c.lang", "=", params.lang as string))
      .$if(params.is_free !== undefined, (q) => q.where("c.is_free", "=", params.is_free === 1))
      .$if(keyword !== undefined, (q) =>
        q.where((eb) =>
          eb.or([eb("c.name", "ilike", keyword as string), eb("c.abstract", "ilike", keyword as string)]),
        ),
      );
    const ordered =
      params.order === "popular"
        ? filtered.orderBy(sql`student_count`, "desc")
        : params.order === "rating"
          ? filtered
              .orderBy(sql`c.rating_sum::float / greatest(c.rating_count, 1)`, "desc")
              .orderBy("c.rating_count", "desc")
          : filtered;
    const rows = await ordered.orderBy("c.passed_at", "desc").orderBy("c.id", "desc").$call(onePage(params)).execute();
    const total = await ctx.db.kysely
      .selectFrom(filtered.as("f"))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return paged(rows.map(toCourseSummary), Number(total.n), params);
  }),

  course_detail: handle(api.appedu_msrv.course_detail, async (params, ctx): Promise<CourseDetail> => {
    const viewer = ctx.session?.uid;
    const row = await courseSummaries(ctx.db.kysely, ctx.lang)
      .select("c.details")
      .where("c.id", "=", params.course_id)
      .executeTakeFirst();
    if (!row || !canSee(row, viewer)) throw new GatewayError(Code.NotFound);
    const access = await courseAccess(ctx.db, row, viewer);
    const mine =
      viewer === undefined
        ? undefined
        : await ctx.db.kysely
            .selectFrom("course_ratings")
            .select("score")
            .where("course_id", "=", row.id)
            .where("uid", "=", viewer)
            .executeTakeFirst();
    const review = access.is_owner
      ? ((await authorReviews(ctx.db, ["course"], [row], ctx.lang, quorumOf(ctx.config.REVIEW_QUORUM))).get(row.id) ??
        null)
      : null;
    return {
      ...toCourseSummary(row),
      details: row.details,
      faqs: await faqsOf(ctx.db, row.id),
      is_owner: access.is_owner,
      is_enrolled: access.is_enrolled,
      can_play: access.all,
      my_rating: mine?.score ?? 0,
      review,
    };
  }),

  my_course_teach: handle(api.appedu_msrv.my_course_teach, async (params, ctx) => {
    const uid = ctx.session.uid;
    const filtered = courseSummaries(ctx.db.kysely, ctx.lang)
      .where("c.author_uid", "=", uid)
      .where("c.status", "<>", "deleted")
      .$if(params.status !== undefined, (q) => q.where("c.status", "=", params.status as string));
    const rows = await filtered
      .orderBy("c.updated_at", "desc")
      .orderBy("c.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await ctx.db.kysely
      .selectFrom(filtered.as("f"))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const reviews = await authorReviews(ctx.db, ["course"], rows, ctx.lang, quorumOf(ctx.config.REVIEW_QUORUM));
    const list: TaughtCourse[] = rows.map((row) => {
      const review = reviews.get(row.id);
      if (!review) throw new Error("review missing");
      return { ...toCourseSummary(row), review };
    });
    return paged(list, Number(total.n), params);
  }),
};
