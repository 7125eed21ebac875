import { INCOME_COINS, type IncomeCoin } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

export interface CoinSums {
  earned: bigint;
  withdrawn: bigint;
  reserved: bigint;
  available: bigint;
}

/**
 * A wallet's balance of every coin, summed from the rows: credits earned, withdrawals the vault
 * paid, and open vouchers that reserve their amount. Nothing is stored as a running total.
 */
export async function balancesOf(q: Queryable, wallet: string): Promise<Map<IncomeCoin, CoinSums>> {
  const rows = await sql<{ coin: IncomeCoin; earned: string; withdrawn: string; reserved: string }>`
    SELECT coin, sum(earned)::text AS earned, sum(withdrawn)::text AS withdrawn, sum(reserved)::text AS reserved
      FROM (SELECT coin, amount AS earned, 0::numeric AS withdrawn, 0::numeric AS reserved
              FROM income_credits WHERE wallet = ${wallet}
            UNION ALL
            SELECT coin, 0::numeric, CASE WHEN status = 'paid' THEN amount ELSE 0 END,
                   CASE WHEN status = 'open' THEN amount ELSE 0 END
              FROM income_withdrawals WHERE wallet = ${wallet}) AS x
     GROUP BY coin`.execute(q.kysely);
  const sums = new Map<IncomeCoin, CoinSums>();
  for (const coin of INCOME_COINS) {
    const row = rows.rows.find((r) => r.coin === coin);
    const earned = BigInt(row?.earned ?? 0);
    const withdrawn = BigInt(row?.withdrawn ?? 0);
    const reserved = BigInt(row?.reserved ?? 0);
    sums.set(coin, { earned, withdrawn, reserved, available: earned - withdrawn - reserved });
  }
  return sums;
}
