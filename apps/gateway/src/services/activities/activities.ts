import { api, Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { requirePrivilege } from "../user/public.js";
import { activitiesWithAuthor, latestSignup, toActivityDetail, toActivitySummary } from "./activity-rows.js";
import { onePage, paged } from "../../db/paging.js";

const MINUTE_MS = 60_000;

/** The UTC instants a local month (`YYYY-MM`) or day (`YYYY-MM-DD`) spans at `tzOffset` minutes from UTC. */
export function localSpan(value: string, tzOffset: number): { from: Date; to: Date } {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number | undefined];
  const start = Date.UTC(y, m - 1, d ?? 1);
  const end = d === undefined ? Date.UTC(y, m, 1) : Date.UTC(y, m - 1, d + 1);
  return { from: new Date(start - tzOffset * MINUTE_MS), to: new Date(end - tzOffset * MINUTE_MS) };
}

/** The local day (`YYYY-MM-DD`) of an instant at `tzOffset` minutes from UTC. */
const localDay = (at: Date | string, tzOffset: number) =>
  new Date(new Date(at).getTime() + tzOffset * MINUTE_MS).toISOString().slice(0, 10);

export const activityHandlers = {
  /** Upcoming and ongoing activities first, soonest first; then ended ones, latest first. */
  activity_list: handle(api.appcms_msrv.activity_list, async (params, ctx) => {
    const span = params.date
      ? localSpan(params.date, params.tz_offset)
      : params.month
        ? localSpan(params.month, params.tz_offset)
        : undefined;
    const now = new Date();
    const filtered = activitiesWithAuthor(ctx.db.kysely)
      .$if(params.kind !== undefined, (q) => q.where("a.kind", "=", params.kind as string))
      .$if(params.lang !== undefined, (q) => q.where("a.lang", "=", params.lang as string))
      .$if(span !== undefined, (q) =>
        q.where("a.starts_at", ">=", span?.from as Date).where("a.starts_at", "<", span?.to as Date),
      );
    const rows = await filtered
      .orderBy(sql`a.ends_at < ${now}`)
      .orderBy(sql`CASE WHEN a.ends_at >= ${now} THEN a.starts_at END`)
      .orderBy("a.starts_at", "desc")
      .orderBy("a.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    return paged(
      rows.map((row) => toActivitySummary(row, now.getTime())),
      Number(total?.n ?? 0),
      params,
    );
  }),

  /** An activity with the caller's signup and whether they may edit it. */
  activity_detail: handle(api.appcms_msrv.activity_detail, async ({ activity_id }, ctx) => {
    const row = await activitiesWithAuthor(ctx.db.kysely).where("a.id", "=", activity_id).executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    const uid = ctx.session?.uid;
    if (uid === undefined) return toActivityDetail(row, null, false);
    const [mine, canEdit] = await Promise.all([
      latestSignup(ctx.db, activity_id, uid),
      requirePrivilege(ctx.db.kysely, uid, "edit_activity").then(
        () => true,
        () => false,
      ),
    ]);
    return toActivityDetail(row, mine, canEdit);
  }),

  /** The local days of a month on which activities start, with how many start on each. */
  activity_calendar: handle(api.appcms_msrv.activity_calendar, async (params, ctx) => {
    const { from, to } = localSpan(params.month, params.tz_offset);
    const rows = await ctx.db.kysely
      .selectFrom("activities")
      .select("starts_at")
      .where("status", "=", "online")
      .where("starts_at", ">=", from)
      .where("starts_at", "<", to)
      .$if(params.kind !== undefined, (q) => q.where("kind", "=", params.kind as string))
      .$if(params.lang !== undefined, (q) => q.where("lang", "=", params.lang as string))
      .execute();
    const counts = new Map<string, number>();
    for (const { starts_at } of rows) {
      const date = localDay(starts_at, params.tz_offset);
      counts.set(date, (counts.get(date) ?? 0) + 1);
    }
    const days = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count }));
    return { month: params.month, days };
  }),
};
