import { sql } from "kysely";
import { api, Code, GatewayError, type MyReferrer, type TeamRow } from "@icms/protocol";
import { lockWallets } from "../../chain/xman-privileges.js";
import { handle } from "../../context.js";
import { paged, pageWindow } from "../../db/paging.js";

export const inviteHandlers = {
  /**
   * Binds the owner of `invite_code` as the caller's recommender: 804103 unknown code, 804101
   * oneself, 804113 one's own invitee (a loop back to oneself), 804104 already bound here, 804112
   * already bound in the sale contract (which keeps the first binding for good).
   */
  autonomy_addrefer: handle(api.wallet_msrv.autonomy_addrefer, ({ invite_code }, ctx) =>
    ctx.db.tx(async (q): Promise<MyReferrer> => {
      const { uid, wallet } = ctx.session;
      await lockWallets(q, [wallet]);
      const referrer = await q.kysely
        .selectFrom("dao_invite_codes as c")
        .innerJoin("users as u", "u.uid", "c.uid")
        .select(["u.uid", "u.wallet_addr", "u.nickname"])
        .where("c.code", "=", invite_code)
        .executeTakeFirst();
      if (!referrer) throw new GatewayError(Code.RecommenderNotFound);
      if (referrer.uid === uid) throw new GatewayError(Code.CannotRecommendSelf);
      const bound = await q.kysely.selectFrom("dao_referrals").select("uid").where("uid", "=", uid).executeTakeFirst();
      if (bound) throw new GatewayError(Code.RecommenderAlreadySet);
      const onChain = await q.kysely
        .selectFrom("chain_referrers")
        .select("referrer")
        .where("account", "=", wallet)
        .executeTakeFirst();
      if (onChain) throw new GatewayError(Code.RecommenderAlreadyBound);
      const { rows: loop } = await sql<{ one: number }>`SELECT 1 AS one FROM dao_referrals
         WHERE uid = ${referrer.uid} AND referrer_uid = ${uid}
         UNION ALL
         SELECT 1 FROM chain_referrers WHERE account = ${referrer.wallet_addr} AND referrer = ${wallet}`.execute(
        q.kysely,
      );
      if (loop.length > 0) throw new GatewayError(Code.CannotRecommendSelfAgain);
      await q.kysely.insertInto("dao_referrals").values({ uid, referrer_uid: referrer.uid }).execute();
      return { wallet_addr: referrer.wallet_addr, nickname: referrer.nickname, on_chain: false };
    }),
  ),

  /**
   * My team: the wallets whose purchases the sale contract recorded with me as referrer (a
   * referral counts only once the invitee buys), first buyer first.
   */
  autonomy_team_list: handle(api.wallet_msrv.autonomy_team_list, async ({ page, page_size }, ctx) => {
    const { limit, offset } = pageWindow({ page, page_size });
    const me = ctx.session.wallet;
    const [{ rows }, { rows: counted }] = await Promise.all([
      sql<TeamRow>`SELECT p.buyer AS wallet_addr, sum(p.quantity)::int AS nft_count,
           COALESCE(max(s.staked_count), 0)::int AS warrant_count
         FROM chain_purchases p
         LEFT JOIN chain_stakers s ON s.wallet = p.buyer
         WHERE p.referrer = ${me}
         GROUP BY p.buyer
         ORDER BY min(p.block_number), p.buyer
         LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db.kysely),
      sql<{
        total: number;
      }>`SELECT count(DISTINCT buyer)::int AS total FROM chain_purchases WHERE referrer = ${me}`.execute(ctx.db.kysely),
    ]);
    return paged(rows, counted[0]?.total ?? 0, { page, page_size });
  }),
};
