import { api, Code, GatewayError } from "@icms/protocol";
import { handle } from "../../context.js";
import { followToggle } from "./follow.js";
import { specialsWithOwner, toSpecialDetail, toSpecialSummary } from "../../shared/special-rows.js";
import { onePage, paged } from "../../db/paging.js";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const specialHandlers = {
  /** Online specials and channels, newest first. */
  special_list: handle(api.appcms_msrv.special_list, async (params, ctx) => {
    const keyword = params.keyword ? `%${escapeLike(params.keyword)}%` : undefined;
    const listed = ctx.db.kysely
      .selectFrom("specials as s")
      .where("s.status", "=", "online")
      .$if(params.special_type !== undefined, (q) => q.where("s.special_type", "=", params.special_type as number))
      .$if(params.uid !== undefined, (q) => q.where("s.owner_uid", "=", params.uid as number))
      .$if(keyword !== undefined, (q) => q.where("s.name", "ilike", keyword as string));
    const rows = await specialsWithOwner(ctx.db.kysely, ctx.session?.uid ?? 0)
      .where("s.id", "in", listed.select("s.id"))
      .orderBy("s.created_at", "desc")
      .orderBy("s.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await listed.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    return paged(rows.map(toSpecialSummary), Number(total?.n ?? 0), params);
  }),

  /** The online specials and channels the caller follows, last followed first. */
  special_join_list: handle(api.appcms_msrv.special_join_list, async (params, ctx) => {
    const joined = ctx.db.kysely
      .selectFrom("special_follows as f")
      .innerJoin("specials as s", "s.id", "f.special_id")
      .where("f.uid", "=", ctx.session.uid)
      .where("s.status", "=", "online")
      .$if(params.special_type !== undefined, (q) => q.where("s.special_type", "=", params.special_type as number));
    const rows = await specialsWithOwner(ctx.db.kysely, ctx.session.uid)
      .innerJoin("special_follows as f", "f.special_id", "s.id")
      .where("f.uid", "=", ctx.session.uid)
      .where("s.status", "=", "online")
      .$if(params.special_type !== undefined, (q) => q.where("s.special_type", "=", params.special_type as number))
      .orderBy("f.created_at", "desc")
      .orderBy("s.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await joined.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    return paged(rows.map(toSpecialSummary), Number(total?.n ?? 0), params);
  }),

  /** An online special for everyone; its owner sees it in any state but deleted. */
  special_detail: handle(api.appcms_msrv.special_detail, async (params, ctx) => {
    const viewer = ctx.session?.uid;
    const row = await specialsWithOwner(ctx.db.kysely, viewer ?? 0)
      .where("s.id", "=", params.special_id)
      .executeTakeFirst();
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
      const special = await q.kysely
        .selectFrom("specials")
        .select(["owner_uid", "status", "is_open"])
        .where("id", "=", params.special_id)
        .forUpdate()
        .executeTakeFirst();
      const following = await q.kysely
        .selectFrom("special_follows")
        .select("uid")
        .where("special_id", "=", params.special_id)
        .where("uid", "=", uid)
        .executeTakeFirst();
      if (special?.status !== "online") throw new GatewayError(Code.NotFound);
      if (special.owner_uid === uid) throw new GatewayError(Code.CannotFollowOwn);
      if (!following && !special.is_open) throw new GatewayError(Code.ContentClosed);
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
