import { api, Code, GatewayError, type SignupState } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { checkMediaUrl } from "../../shared/form-checks.js";
import { cleanRichText } from "../../shared/rich-text.js";
import { requirePrivilege } from "../user/public.js";
import { activitiesWithAuthor, toActivityDetail, toMySignup } from "./activity-rows.js";
import { promoteWaiting } from "./signups.js";
import { onePage, paged } from "../../db/paging.js";

/** The operators' calls: each needs the privilege `edit_activity` (1006 otherwise). */
export const activityAdminHandlers = {
  /**
   * Adds an activity, or edits one. Raising the capacity (or lifting it) gives the new places to
   * the waitlist at once; lowering it takes no place from anyone who holds one.
   */
  activity_save: handle(api.appcms_msrv.activity_save, async (params, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_activity");
    const values = {
      kind: params.kind,
      lang: params.lang,
      title: params.title,
      abstract: params.abstract,
      content: cleanRichText(params.content),
      cover_url: checkMediaUrl(ctx, params.cover_url, "image", "cover_url"),
      place: params.place,
      online_url: params.online_url,
      starts_at: params.starts_at,
      ends_at: params.ends_at,
      signup_deadline: params.signup_deadline,
      capacity: params.capacity,
    };
    const id = await ctx.db.tx(async (q) => {
      if (params.activity_id === undefined) {
        const row = await q.kysely
          .insertInto("activities")
          .values({ ...values, author_uid: ctx.session.uid })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const updated = await q.kysely
        .updateTable("activities")
        .set({ ...values, updated_at: sql`now()` })
        .where("id", "=", params.activity_id)
        .where("status", "=", "online")
        .returning("id")
        .executeTakeFirst();
      if (!updated) throw new GatewayError(Code.NotFound);
      await promoteWaiting(q, ctx.jobs, updated.id);
      return updated.id;
    });
    const row = await activitiesWithAuthor(ctx.db.kysely).where("a.id", "=", id).executeTakeFirstOrThrow();
    return toActivityDetail(row, null, true);
  }),

  activity_delete: handle(api.appcms_msrv.activity_delete, async ({ activity_id }, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_activity");
    const deleted = await ctx.db.kysely
      .updateTable("activities")
      .set({ status: "deleted", updated_at: sql`now()` })
      .where("id", "=", activity_id)
      .where("status", "=", "online")
      .returning("id")
      .executeTakeFirst();
    if (!deleted) throw new GatewayError(Code.NotFound);
    return { activity_id };
  }),

  /** Signups in signup order; a waiting one carries its place on the waitlist. */
  activity_signup_list: handle(api.appcms_msrv.activity_signup_list, async (params, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_activity");
    const activity = await ctx.db.kysely
      .selectFrom("activities")
      .select("id")
      .where("id", "=", params.activity_id)
      .where("status", "=", "online")
      .executeTakeFirst();
    if (!activity) throw new GatewayError(Code.NotFound);
    const listed = ctx.db.kysely
      .selectFrom("activity_signups as s")
      .where("s.activity_id", "=", params.activity_id)
      .$if(params.state !== undefined, (q) => q.where("s.state", "=", params.state as SignupState));
    const rows = await listed
      .innerJoin("users as u", "u.uid", "s.uid")
      .selectAll("s")
      .select(["u.nickname", "u.avatar_url", "u.wallet_addr"])
      .select(
        sql<number>`CASE WHEN s.state = 'waiting' THEN row_number() OVER (PARTITION BY s.state = 'waiting' ORDER BY s.id) ELSE 0 END`.as(
          "position",
        ),
      )
      .orderBy("s.id")
      .$call(onePage(params))
      .execute();
    const total = await listed.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    return paged(
      rows.map((row) => ({
        ...toMySignup(row, Number(row.position)),
        user: { uid: row.uid, nickname: row.nickname, avatar_url: row.avatar_url, wallet_addr: row.wallet_addr },
      })),
      Number(total?.n ?? 0),
      params,
    );
  }),
};
