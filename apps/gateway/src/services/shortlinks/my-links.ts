import { api } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { iso } from "../../shared/dates.js";
import { shortUrl } from "./links.js";
import { onePage, paged } from "../../db/paging.js";

/** The sharer's calls: their links with the visits each brought. */
export const myShortLinkHandlers = {
  shortlink_list: handle(api.shortlink_msrv.shortlink_list, async (params, ctx) => {
    const mine = ctx.db.kysely.selectFrom("short_links as l").where("l.sharer_uid", "=", ctx.session.uid);
    const [rows, total] = await Promise.all([
      mine
        .select([
          "l.code",
          "l.url",
          "l.visit_count",
          "l.created_at",
          "l.last_visit_at",
          sql<string>`(SELECT count(*) FROM short_link_visitors v WHERE v.link_id = l.id)`.as("visitor_days"),
          sql<string>`(SELECT count(*) FROM short_link_visitors v
            WHERE v.link_id = l.id AND v.day = (now() AT TIME ZONE 'UTC')::date)`.as("visitors_today"),
        ])
        .orderBy("l.visit_count", "desc")
        .orderBy("l.id", "desc")
        .$call(onePage(params))
        .execute(),
      mine.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
    ]);
    return paged(
      rows.map((row) => ({
        code: row.code,
        short_url: shortUrl(ctx.config.PUBLIC_ORIGIN, row.code),
        url: row.url,
        visit_count: row.visit_count,
        visitor_days: Number(row.visitor_days),
        visitors_today: Number(row.visitors_today),
        created_at: iso(row.created_at),
        last_visit_at: row.last_visit_at === null ? null : iso(row.last_visit_at),
      })),
      Number(total?.n ?? 0),
      params,
    );
  }),
};
