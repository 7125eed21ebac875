/** Contribution scores and the rank list, summed from the ledger's rows (docs/income.md). */
import { api, type RankRow } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { paged, pageWindow } from "../../db/paging.js";

/** Every contributor's all-time score with its place: highest first, ties by wallet. */
const ranked = sql`
  SELECT wallet, score, row_number() OVER (ORDER BY score DESC, wallet) AS rank
    FROM (SELECT wallet, sum(points)::bigint AS score FROM contribution_ledger GROUP BY wallet) AS s`;

export const scoreHandlers = {
  score_total: handle(api.wallet_msrv.score_total, async (_params, ctx) => {
    const wallet = ctx.session.wallet.toLowerCase();
    const mine = await sql<{ score: number; rank: number }>`
      SELECT r.score, r.rank FROM (${ranked}) AS r WHERE r.wallet = ${wallet}`.execute(ctx.db.kysely);
    const row = mine.rows[0];
    const count = await sql<{ n: number }>`
      SELECT count(DISTINCT wallet)::bigint AS n FROM contribution_ledger`.execute(ctx.db.kysely);
    const last = await sql<{ points: number }>`
      SELECT coalesce(sum(l.points), 0)::bigint AS points
        FROM contribution_ledger l
       WHERE l.wallet = ${wallet}
         AND l.epoch = (SELECT max(epoch) FROM income_epochs WHERE status = 'settled')`.execute(ctx.db.kysely);
    return {
      wallet_addr: wallet,
      score: Number(row?.score ?? 0),
      last_epoch_score: Number(last.rows[0]?.points ?? 0),
      rank: row ? Number(row.rank) : null,
      contributors: Number(count.rows[0]?.n ?? 0),
    };
  }),

  score_rank_list: handle(api.wallet_msrv.score_rank_list, async ({ page, page_size }, ctx) => {
    const { limit, offset } = pageWindow({ page, page_size });
    const rows = await sql<{
      wallet: string;
      score: number;
      rank: number;
      nickname: string | null;
      avatar_url: string | null;
      total: number;
    }>`
      SELECT r.wallet, r.score, r.rank, u.nickname, u.avatar_url, count(*) OVER () AS total
        FROM (${ranked}) AS r LEFT JOIN users u ON u.wallet_addr = r.wallet
       ORDER BY r.rank
       LIMIT ${limit} OFFSET ${offset}`.execute(ctx.db.kysely);
    let total = Number(rows.rows[0]?.total ?? 0);
    if (rows.rows.length === 0 && page > 1) {
      const count = await sql<{
        n: number;
      }>`SELECT count(DISTINCT wallet)::bigint AS n FROM contribution_ledger`.execute(ctx.db.kysely);
      total = Number(count.rows[0]?.n ?? 0);
    }
    const list: RankRow[] = rows.rows.map((r) => ({
      rank: Number(r.rank),
      wallet_addr: r.wallet,
      nickname: r.nickname ?? "",
      avatar_url: r.avatar_url ?? "",
      score: Number(r.score),
    }));
    return paged(list, total, { page, page_size });
  }),
};
