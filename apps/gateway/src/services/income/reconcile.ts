/**
 * Reconciliation (docs/income.md): compares the ledger, the vouchers and the vault's payouts on
 * chain, keeps what differs in `income_findings` (one row per kind and subject, resolved when the
 * difference is gone) and logs each new finding. It also releases expired vouchers.
 */
import { sql } from "kysely";
import type { AppContext } from "../../context.js";

/** What the reconciliation reads: the database and the reward vault. */
export type IncomeBooks = Pick<AppContext, "db" | "rewardVault">;
import { releaseExpired } from "./withdrawals.js";

export interface Finding {
  kind: string;
  subject: string;
  detail: Record<string, string | number | null>;
}

/** Every difference between what the ledger says and what the chain did, as of now. */
async function findDifferences(app: IncomeBooks): Promise<Finding[]> {
  const q = app.db.kysely;
  const findings: Finding[] = [];
  // A payout of the vault with no withdrawal of that id, wallet, token and amount.
  const strays = await sql<{ chain_id: number; voucher_id: string; wallet: string; amount: string; tx_hash: string }>`
    SELECT p.chain_id, p.voucher_id::text, p.wallet, p.amount::text, p.tx_hash FROM chain_vault_payouts p
     WHERE NOT EXISTS (SELECT 1 FROM income_withdrawals w WHERE w.id::numeric = p.voucher_id AND w.chain_id = p.chain_id
                         AND w.wallet = p.wallet AND w.token = p.token AND w.amount = p.amount)`.execute(q);
  for (const p of strays.rows) {
    findings.push({ kind: "payout_without_voucher", subject: `${p.chain_id}:${p.voucher_id}`, detail: { ...p } });
  }
  // A withdrawal marked paid whose payout the index of the current chain does not hold.
  const unpaid = await sql<{ id: number; wallet: string; amount: string; tx_hash: string | null }>`
    SELECT w.id, w.wallet, w.amount::text, w.tx_hash FROM income_withdrawals w
      JOIN chain_checkpoint c ON c.id = 1 AND c.chain_id = w.chain_id AND w.paid_at >= c.created_at
     WHERE w.status = 'paid'
       AND NOT EXISTS (SELECT 1 FROM chain_vault_payouts p WHERE p.chain_id = w.chain_id AND p.voucher_id = w.id::numeric)`.execute(
    q,
  );
  for (const w of unpaid.rows) findings.push({ kind: "paid_without_payout", subject: String(w.id), detail: { ...w } });
  // More paid out and reserved than earned.
  const overdrawn = await sql<{ wallet: string; coin: string; earned: string; spent: string }>`
    SELECT wallet, coin, sum(earned)::text AS earned, sum(spent)::text AS spent
      FROM (SELECT wallet, coin, amount AS earned, 0::numeric AS spent FROM income_credits
            UNION ALL
            SELECT wallet, coin, 0, amount FROM income_withdrawals WHERE status IN ('open', 'paid')) AS x
     GROUP BY wallet, coin HAVING sum(spent) > sum(earned)`.execute(q);
  for (const o of overdrawn.rows)
    findings.push({ kind: "overdrawn", subject: `${o.wallet}:${o.coin}`, detail: { ...o } });
  // A settled epoch whose credits do not add up to what it emitted and allocated.
  const unbalanced = await sql<{ epoch: number; coin: string; expected: string; credited: string }>`
    SELECT e.epoch, 'ICT' AS coin, e.emitted::text AS expected,
           coalesce((SELECT sum(amount) FROM income_credits c WHERE c.epoch = e.epoch AND c.kind = 'mining'), 0)::text AS credited
      FROM income_epochs e WHERE e.status = 'settled'
       AND e.emitted <> coalesce((SELECT sum(amount) FROM income_credits c WHERE c.epoch = e.epoch AND c.kind = 'mining'), 0)
    UNION ALL
    SELECT a.epoch, a.coin, a.amount::text,
           coalesce((SELECT sum(amount) FROM income_credits c
                      WHERE c.epoch = a.epoch AND c.coin = a.coin AND c.kind = 'dividend'), 0)::text
      FROM income_allocations a WHERE a.bucket = 'xman_dividend'
       AND a.amount <> coalesce((SELECT sum(amount) FROM income_credits c
                                  WHERE c.epoch = a.epoch AND c.coin = a.coin AND c.kind = 'dividend'), 0)`.execute(q);
  for (const u of unbalanced.rows) {
    findings.push({ kind: "settlement_unbalanced", subject: `${u.epoch}:${u.coin}`, detail: { ...u } });
  }
  return findings;
}

/** Releases expired vouchers, then records the differences; answers the findings still open. */
export async function reconcile(app: IncomeBooks): Promise<Finding[]> {
  await releaseExpired(app);
  const findings = await findDifferences(app);
  await app.db.tx(async (q) => {
    for (const f of findings) {
      const fresh = await sql<{ id: number }>`
        INSERT INTO income_findings (kind, subject, detail) VALUES (${f.kind}, ${f.subject}, ${JSON.stringify(f.detail)}::jsonb)
        ON CONFLICT (kind, subject) DO UPDATE SET detail = EXCLUDED.detail, resolved_at = NULL
        RETURNING id, (xmax = 0) AS inserted`.execute(q.kysely);
      if ((fresh.rows[0] as { inserted?: boolean } | undefined)?.inserted) {
        console.error(JSON.stringify({ level: "warn", msg: "income reconciliation finding", ...f }));
      }
    }
    const open = findings.map((f) => `${f.kind}|${f.subject}`);
    await sql`UPDATE income_findings SET resolved_at = now()
       WHERE resolved_at IS NULL AND NOT (kind || '|' || subject = ANY(${open}::text[]))`.execute(q.kysely);
  });
  return findings;
}
