import { api, Code, GatewayError } from "@icms/protocol";
import { one } from "../../db/db.js";
import { handle } from "../../context.js";
import { followToggle } from "./follow.js";
import { SPECIAL_JOINS, type SpecialRow, specialColumns, toSpecialDetail, toSpecialSummary } from "./special-rows.js";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const specialHandlers = {
  /** Online specials and channels, newest first. */
  special_list: handle(api.appcms_msrv.special_list, async (params, ctx) => {
    const where = `s.status = 'online' AND ($1::int IS NULL OR s.special_type = $1)
      AND ($2::int IS NULL OR s.owner_uid = $2) AND ($3::text IS NULL OR s.name ILIKE $3)`;
    const filter = [
      params.special_type ?? null,
      params.uid ?? null,
      params.keyword ? `%${escapeLike(params.keyword)}%` : null,
    ];
    const rows = await ctx.db.query<SpecialRow>(
      `SELECT ${specialColumns("$4")} FROM specials s ${SPECIAL_JOINS} WHERE ${where}
       ORDER BY s.created_at DESC, s.id DESC LIMIT $5 OFFSET $6`,
      [...filter, ctx.session?.uid ?? 0, params.page_size, (params.page - 1) * params.page_size],
    );
    const total = await one<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM specials s WHERE ${where}`, filter);
    return { list: rows.map(toSpecialSummary), total: total?.n ?? 0, page: params.page, page_size: params.page_size };
  }),

  /** The online specials and channels the caller follows, last followed first. */
  special_join_list: handle(api.appcms_msrv.special_join_list, async (params, ctx) => {
    const where = "f.uid = $1 AND s.status = 'online' AND ($2::int IS NULL OR s.special_type = $2)";
    const filter = [ctx.session.uid, params.special_type ?? null];
    const rows = await ctx.db.query<SpecialRow>(
      `SELECT ${specialColumns("$1")} FROM special_follows f JOIN specials s ON s.id = f.special_id ${SPECIAL_JOINS}
       WHERE ${where} ORDER BY f.created_at DESC, s.id DESC LIMIT $3 OFFSET $4`,
      [...filter, params.page_size, (params.page - 1) * params.page_size],
    );
    const total = await one<{ n: number }>(
      ctx.db,
      `SELECT count(*)::int AS n FROM special_follows f JOIN specials s ON s.id = f.special_id WHERE ${where}`,
      filter,
    );
    return { list: rows.map(toSpecialSummary), total: total?.n ?? 0, page: params.page, page_size: params.page_size };
  }),

  /** An online special for everyone; its owner sees it in any state but deleted. */
  special_detail: handle(api.appcms_msrv.special_detail, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    const row = await one<SpecialRow>(
      ctx.db,
      `SELECT ${specialColumns("$2")} FROM specials s ${SPECIAL_JOINS} WHERE s.id = $1`,
      [params.special_id, viewer ?? 0],
    );
    const visible = row && (row.status === "online" || (row.status !== "deleted" && row.owner_uid === viewer));
    if (!visible) throw new GatewayError(Code.NotFound);
    return toSpecialDetail(row, viewer);
  }),

  /**
   * Follows an online special (801111 one's own, 801131 a closed one), or unfollows it when
   * already following; unfollowing a closed special is always possible.
   */
  special_add_follow: handle(api.appcms_msrv.special_add_follow, (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const special = await one<{ owner_uid: number; status: string; is_open: boolean; following: boolean }>(
        q,
        `SELECT owner_uid, status, is_open,
           EXISTS (SELECT 1 FROM special_follows WHERE special_id = $1 AND uid = $2) AS following
         FROM specials WHERE id = $1 FOR UPDATE`,
        [params.special_id, uid],
      );
      if (special?.status !== "online") throw new GatewayError(Code.NotFound);
      if (special.owner_uid === uid) throw new GatewayError(Code.CannotFollowOwn);
      if (!special.following && !special.is_open) throw new GatewayError(Code.ContentClosed);
      return followToggle(q, {
        table: "special_follows",
        column: "special_id",
        counter: "specials",
        id: params.special_id,
        uid,
        codes: [Code.SpecialFollowed, Code.SpecialUnfollowed],
      });
    }),
  ),
};
