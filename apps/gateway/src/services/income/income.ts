/** My income: totals per coin, the daily chart and the earnings rows (docs/income.md). */
import { api, INCOME_COINS, type IncomeCoin, type IncomeRow, type IncomeType } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { epochAt, epochDate } from "./schedule.js";
import { onePage, paged } from "../../db/paging.js";

/** The first epoch of a range of `days` days ending today. */
const firstEpoch = (days: number) => epochAt(new Date()) - days + 1;

export const incomeHandlers = {
  token_total: handle(api.wallet_msrv.token_total, async ({ days }, ctx) => {
    const wallet = ctx.session.wallet.toLowerCase();
    const from = firstEpoch(days);
    const rows = await sql<{ coin: IncomeCoin; total: string; in_range: string; mining: string; dividend: string }>`
      SELECT coin, sum(amount)::text AS total,
             coalesce(sum(amount) FILTER (WHERE epoch >= ${from}), 0)::text AS in_range,
             coalesce(sum(amount) FILTER (WHERE kind = 'mining'), 0)::text AS mining,
             coalesce(sum(amount) FILTER (WHERE kind = 'dividend'), 0)::text AS dividend
        FROM income_credits WHERE wallet = ${wallet} GROUP BY coin`.execute(ctx.db.kysely);
    const score = await sql<{ points: number }>`
      SELECT coalesce(sum(points), 0)::bigint AS points FROM contribution_ledger
       WHERE wallet = ${wallet} AND epoch >= ${from}`.execute(ctx.db.kysely);
    return {
      days,
      score_in_range: Number(score.rows[0]?.points ?? 0),
      coins: INCOME_COINS.map((coin) => {
        const row = rows.rows.find((r) => r.coin === coin);
        return {
          coin,
          total: row?.total ?? "0",
          in_range: row?.in_range ?? "0",
          mining: row?.mining ?? "0",
          dividend: row?.dividend ?? "0",
        };
      }),
    };
  }),

  income_chart: handle(api.wallet_msrv.income_chart, async ({ days }, ctx) => {
    const wallet = ctx.session.wallet.toLowerCase();
    const from = firstEpoch(days);
    const credits = await sql<{ epoch: number; coin: IncomeCoin; amount: string }>`
      SELECT epoch, coin, sum(amount)::text AS amount FROM income_credits
       WHERE wallet = ${wallet} AND epoch >= ${from} GROUP BY epoch, coin`.execute(ctx.db.kysely);
    const scores = await sql<{ epoch: number; points: number }>`
      SELECT epoch, sum(points)::bigint AS points FROM contribution_ledger
       WHERE wallet = ${wallet} AND epoch >= ${from} GROUP BY epoch`.execute(ctx.db.kysely);
    const points = Array.from({ length: days }, (_, i) => {
      const epoch = from + i;
      const amount = (coin: IncomeCoin) =>
        credits.rows.find((r) => Number(r.epoch) === epoch && r.coin === coin)?.amount ?? "0";
      return {
        date: epochDate(epoch),
        score: Number(scores.rows.find((r) => Number(r.epoch) === epoch)?.points ?? 0),
        ict: amount("ICT"),
        icms: amount("ICMS"),
        usdt: amount("USDT"),
      };
    });
    return { days, points };
  }),

  income_list: handle(api.wallet_msrv.income_list, async ({ page, page_size, coin }, ctx) => {
    let query = ctx.db.kysely.selectFrom("income_credits").where("wallet", "=", ctx.session.wallet.toLowerCase());
    if (coin) query = query.where("coin", "=", coin);
    const [{ total } = { total: 0 }] = await query.select((eb) => eb.fn.countAll<number>().as("total")).execute();
    const rows = await query
      .selectAll()
      .orderBy("epoch", "desc")
      .orderBy("id", "desc")
      .$call(onePage({ page, page_size }))
      .execute();
    const list: IncomeRow[] = rows.map((r) => ({
      id: r.id,
      date: epochDate(r.epoch),
      epoch: r.epoch,
      coin: r.coin as IncomeCoin,
      amount: String(r.amount),
      type: r.kind as IncomeType,
      score: r.score,
      remark: r.remark,
    }));
    return paged(list, Number(total), { page, page_size });
  }),
};
