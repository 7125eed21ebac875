import { sql } from "kysely";
import { api, type DaoMyInfo, type MyDaoNft, type MyReferrer, type NftSaleStage } from "@icms/protocol";
import { readXmanStatus } from "../../chain/holdings.js";
import { type CallContext, handle } from "../../context.js";
import { inviteCodeOf } from "./invite-codes.js";

interface ReferrerRow {
  wallet_addr: string;
  nickname: string | null;
  on_chain: boolean;
}

/** The stages by id, or none when the chain cannot be read (the NFTs then show grade 0 and no url). */
async function stagesById(ctx: CallContext): Promise<Map<number, NftSaleStage>> {
  try {
    const sale = await ctx.saleChain()?.stages();
    return new Map((sale?.stages ?? []).map((s) => [s.stage_id, s]));
  } catch {
    return new Map();
  }
}

/** The stage each token was sold in, from the indexed purchases. */
async function soldInStage(ctx: CallContext, tokenIds: number[]): Promise<Map<number, number>> {
  if (tokenIds.length === 0) return new Map();
  const { rows } = await sql<{ token_id: number; stage_id: number }>`SELECT t AS token_id, p.stage_id
     FROM unnest(${tokenIds}::int[]) AS t
     JOIN chain_purchases p ON t BETWEEN p.first_token_id AND p.first_token_id + p.quantity - 1`.execute(ctx.db.kysely);
  return new Map(rows.map((r) => [r.token_id, r.stage_id]));
}

/** My referrer: the one bound here (recorded on chain or not yet), else the one the sale contract holds. */
async function referrerOf(ctx: CallContext): Promise<MyReferrer | null> {
  const { uid, wallet } = ctx.session as { uid: number; wallet: string };
  const { rows } = await sql<ReferrerRow>`SELECT u.wallet_addr, u.nickname,
       EXISTS (SELECT 1 FROM chain_referrers c WHERE c.account = ${wallet} AND c.referrer = u.wallet_addr) AS on_chain
     FROM dao_referrals r JOIN users u ON u.uid = r.referrer_uid
     WHERE r.uid = ${uid}
     UNION ALL
     SELECT c.referrer, u.nickname, true
     FROM chain_referrers c LEFT JOIN users u ON u.wallet_addr = c.referrer
     WHERE c.account = ${wallet}
     LIMIT 1`.execute(ctx.db.kysely);
  const row = rows[0];
  return row ? { wallet_addr: row.wallet_addr, nickname: row.nickname ?? "", on_chain: row.on_chain } : null;
}

export const myInfoHandlers = {
  autonomy_myinfo: handle(api.wallet_msrv.autonomy_myinfo, async (_params, ctx): Promise<DaoMyInfo> => {
    const { uid, wallet } = ctx.session;
    const status = await readXmanStatus(ctx.db, wallet);
    const tokens = [
      ...status.staked_token_ids.map((id) => ({ id, staked: true })),
      ...status.held_token_ids.map((id) => ({ id, staked: false })),
    ].sort((a, b) => a.id - b.id);
    const [stages, soldIn, referrer, team] = await Promise.all([
      stagesById(ctx),
      soldInStage(
        ctx,
        tokens.map((t) => t.id),
      ),
      referrerOf(ctx),
      sql<{
        total: number;
      }>`SELECT count(DISTINCT buyer)::int AS total FROM chain_purchases WHERE referrer = ${wallet}`.execute(
        ctx.db.kysely,
      ),
    ]);
    const inviteCode = await ctx.db.tx((q) => inviteCodeOf(q, uid));
    const nfts = tokens.map(({ id, staked }): MyDaoNft => {
      const stage = soldIn.get(id) ?? -1;
      const info = stages.get(stage);
      return { token_id: id, stage, grade: info?.grade ?? 0, url: info?.url ?? "", staked };
    });
    return {
      wallet_addr: wallet,
      is_xman: status.is_xman,
      staked_count: status.staked_count,
      nfts,
      referrer,
      invite_code: inviteCode,
      team_count: team.rows[0]?.total ?? 0,
      indexed_block: status.indexed_block,
    };
  }),
};
