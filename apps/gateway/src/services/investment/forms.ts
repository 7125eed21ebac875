import { api, Code, GatewayError } from "@icms/protocol";
import { handle } from "../../context.js";
import { toCoopForm, toGbookEntry } from "./invest-rows.js";
import { onePage, paged } from "../../db/paging.js";

/** The submitters' calls: the guestbook (signed in or not) and the one cooperation form per user. */
export const investFormHandlers = {
  invest_gbook_add_save: handle(api.appcms_msrv.invest_gbook_add_save, async (params, ctx) => {
    const row = await ctx.db.kysely
      .insertInto("invest_gbook_entries")
      .values({ ...params, uid: ctx.session?.uid ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toGbookEntry(row);
  }),

  invest_gbook_mine: handle(api.appcms_msrv.invest_gbook_mine, async (params, ctx) => {
    const mine = ctx.db.kysely.selectFrom("invest_gbook_entries").where("uid", "=", ctx.session.uid);
    const [rows, total] = await Promise.all([
      mine.selectAll().orderBy("id", "desc").$call(onePage(params)).execute(),
      mine.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
    ]);
    return paged(rows.map(toGbookEntry), Number(total?.n ?? 0), params);
  }),

  /** The unique key on `uid` decides between two sends racing: the loser answers 801101. */
  invest_coop_add_save: handle(api.appcms_msrv.invest_coop_add_save, async (params, ctx) => {
    const row = await ctx.db.kysely
      .insertInto("invest_coop_forms")
      .values({ ...params, uid: ctx.session.uid })
      .onConflict((oc) => oc.column("uid").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new GatewayError(Code.InfoSubmitted);
    return toCoopForm(row);
  }),

  invest_coop_mine: handle(api.appcms_msrv.invest_coop_mine, async (_params, ctx) => {
    const row = await ctx.db.kysely
      .selectFrom("invest_coop_forms")
      .selectAll()
      .where("uid", "=", ctx.session.uid)
      .executeTakeFirst();
    return row ? toCoopForm(row) : null;
  }),
};
