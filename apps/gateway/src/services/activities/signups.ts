import { api, Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { type AppContext, handle } from "../../context.js";
import { latestSignup, toMySignup, waitlistPosition } from "./activity-rows.js";

/**
 * The activity's row, locked until the transaction ends: every change to its signups takes this
 * lock first, so signups and cancellations of one activity run one after another and its counts
 * and waitlist order stay exact.
 */
async function lockActivity(q: Queryable, activityId: number) {
  const row = await q.kysely
    .selectFrom("activities")
    .select(["id", "capacity", "signed_count", "starts_at", "signup_deadline"])
    .where("id", "=", activityId)
    .where("status", "=", "online")
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return row;
}

/**
 * Gives free places to the first waiting signups, in signup order, while any place is free.
 * Runs inside the transaction holding the activity's lock; each one moved up gets a notice
 * (job `activity.notify-promoted`, sent in the same transaction). Answers how many moved up.
 */
export async function promoteWaiting(q: Queryable, jobs: AppContext["jobs"], activityId: number): Promise<number> {
  const activity = await q.kysely
    .selectFrom("activities")
    .select(["capacity", "signed_count", "waiting_count"])
    .where("id", "=", activityId)
    .executeTakeFirstOrThrow();
  const free = activity.capacity === 0 ? activity.waiting_count : activity.capacity - activity.signed_count;
  if (free <= 0) return 0;
  const promoted = await q.kysely
    .updateTable("activity_signups")
    .set({ state: "signed", promoted_at: sql`now()` })
    .where(
      "id",
      "in",
      q.kysely
        .selectFrom("activity_signups")
        .select("id")
        .where("activity_id", "=", activityId)
        .where("state", "=", "waiting")
        .orderBy("id")
        .limit(free),
    )
    .returning("id")
    .execute();
  for (const { id } of promoted) await jobs.send(q, "activity.notify-promoted", { signup_id: id });
  if (promoted.length > 0) {
    await q.kysely
      .updateTable("activities")
      .set((eb) => ({
        signed_count: eb("signed_count", "+", promoted.length),
        waiting_count: eb("waiting_count", "-", promoted.length),
      }))
      .where("id", "=", activityId)
      .execute();
  }
  return promoted.length;
}

export const signupHandlers = {
  /** A place while one is free, else the end of the waitlist; one active signup per user. */
  activity_merchant_signup: handle(api.appcms_msrv.activity_merchant_signup, (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const activity = await lockActivity(q, params.activity_id);
      if (Date.now() > new Date(activity.signup_deadline).getTime()) throw new GatewayError(Code.SignupClosed);
      const active = await q.kysely
        .selectFrom("activity_signups")
        .select("id")
        .where("activity_id", "=", params.activity_id)
        .where("uid", "=", uid)
        .where("state", "<>", "cancelled")
        .executeTakeFirst();
      if (active) throw new GatewayError(Code.AlreadySignedUp);
      const hasPlace = activity.capacity === 0 || activity.signed_count < activity.capacity;
      const row = await q.kysely
        .insertInto("activity_signups")
        .values({
          activity_id: params.activity_id,
          uid,
          name: params.name,
          contact: params.contact,
          email: params.email,
          note: params.note,
          state: hasPlace ? "signed" : "waiting",
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await q.kysely
        .updateTable("activities")
        .set((eb) =>
          hasPlace ? { signed_count: eb("signed_count", "+", 1) } : { waiting_count: eb("waiting_count", "+", 1) },
        )
        .where("id", "=", params.activity_id)
        .execute();
      return toMySignup(row, await waitlistPosition(q, row));
    }),
  ),

  activity_my_signup: handle(api.appcms_msrv.activity_my_signup, async ({ activity_id }, ctx) => {
    const exists = await ctx.db.kysely
      .selectFrom("activities")
      .select("id")
      .where("id", "=", activity_id)
      .where("status", "=", "online")
      .executeTakeFirst();
    if (!exists) throw new GatewayError(Code.NotFound);
    return latestSignup(ctx.db, activity_id, ctx.session.uid);
  }),

  /** Withdraws the caller's place or waitlist spot; a freed place goes to the first one waiting. */
  activity_signup_cancel: handle(api.appcms_msrv.activity_signup_cancel, ({ activity_id }, ctx) =>
    ctx.db.tx(async (q) => {
      const activity = await lockActivity(q, activity_id);
      const mine = await q.kysely
        .selectFrom("activity_signups")
        .selectAll()
        .where("activity_id", "=", activity_id)
        .where("uid", "=", ctx.session.uid)
        .where("state", "<>", "cancelled")
        .executeTakeFirst();
      if (!mine) throw new GatewayError(Code.NotSignedUp);
      if (Date.now() >= new Date(activity.starts_at).getTime()) throw new GatewayError(Code.SignupClosed);
      const cancelled = await q.kysely
        .updateTable("activity_signups")
        .set({ state: "cancelled", cancelled_at: sql`now()` })
        .where("id", "=", mine.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await q.kysely
        .updateTable("activities")
        .set((eb) =>
          mine.state === "signed"
            ? { signed_count: eb("signed_count", "-", 1) }
            : { waiting_count: eb("waiting_count", "-", 1) },
        )
        .where("id", "=", activity_id)
        .execute();
      if (mine.state === "signed") await promoteWaiting(q, ctx.jobs, activity_id);
      return toMySignup(cancelled, 0);
    }),
  ),
};
