import { sql } from "kysely";
/**
 * The holding rules of a planet's gate, judged on the chain index: a DAO NFT held or staked, or an
 * ICT or ICMS balance of at least the gate amount. The index moves in the same transaction as the
 * indexer's checkpoint, so a member whose holding drops fails the rule as soon as the indexer has
 * read the transfer, with no periodic re-check.
 */
import { Code, GatewayError, type GateKind } from "@icms/protocol";
import type { Queryable } from "../../db/db.js";

/** `data` of an 802011 refusal: what the rule asks and what the wallet holds in the index. */
export interface GateShortfall {
  gate_kind: GateKind;
  /** In wei; null for `dao_nft`. */
  gate_amount: string | null;
  /** DAO NFTs held and staked (`dao_nft`), the balance in wei (`ict_balance`, `icms_balance`), or "0" (`entry_fee`: no payment). */
  held: string;
  /** The last block the index has read (0 before any). */
  indexed_block: number;
}

interface HoldingRow {
  indexed_block: number | string | null;
  nfts: number;
  balance: string;
}

/** The index's view of `wallet`: how far it has read, its DAO NFTs and its balance of `token`. */
async function readHolding(
  q: Queryable,
  wallet: string,
  token: "ICT" | "ICMS" | null,
): Promise<HoldingRow | undefined> {
  const address = wallet.toLowerCase();
  const { rows } = await sql<HoldingRow>`SELECT
       (SELECT next_block - 1 FROM chain_checkpoint WHERE id = 1) AS indexed_block,
       (SELECT count(*)::int FROM chain_nft_tokens WHERE owner = ${address} OR staker = ${address}) AS nfts,
       COALESCE((SELECT balance::text FROM chain_token_balances WHERE token = ${token} AND wallet = ${address}), '0')
         AS balance`.execute(q.kysely);
  return rows[0];
}

/**
 * Answers the refusal when `wallet` does not hold what a holding gate asks, or undefined when it
 * does. Before the indexer has read anything the rule cannot be judged (802012).
 */
export async function holdingRefusal(
  q: Queryable,
  kind: "dao_nft" | "ict_balance" | "icms_balance",
  amount: string | null,
  wallet: string,
): Promise<GatewayError | undefined> {
  const token = kind === "ict_balance" ? "ICT" : kind === "icms_balance" ? "ICMS" : null;
  const row = await readHolding(q, wallet, token);
  if (!row || row.indexed_block === null) return new GatewayError(Code.PlanetGateUnavailable, { gate_kind: kind });
  const held = kind === "dao_nft" ? BigInt(row.nfts) : BigInt(row.balance);
  const needed = kind === "dao_nft" ? 1n : BigInt(amount ?? "0");
  if (held >= needed && needed > 0n) return undefined;
  const shortfall: GateShortfall = {
    gate_kind: kind,
    gate_amount: amount,
    held: held.toString(),
    indexed_block: Math.max(0, Number(row.indexed_block)),
  };
  return new GatewayError(Code.PlanetGateNotMet, shortfall);
}

/** Whether `uid` has a recorded entry fee payment for the planet. */
export async function hasPaidEntry(q: Queryable, circleId: number, uid: number): Promise<boolean> {
  const row = await q.kysely
    .selectFrom("planet_entry_payments")
    .select("tx_hash")
    .where("circle_id", "=", circleId)
    .where("uid", "=", uid)
    .executeTakeFirst();
  return row !== undefined;
}
