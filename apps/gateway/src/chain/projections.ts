import { sql } from "kysely";
/**
 * What a batch of decoded events changes in the indexed tables. Every write is idempotent:
 * event rows are keyed by (chain id, tx hash, log index) and skipped when present; state rows
 * (token owner, staker, staked count) remember the position of the event that set them and move
 * only for a later one. Applying the same events again, in any order, changes nothing.
 *
 * Rows travel as one JSON parameter per statement (`jsonb_to_recordset`), which works the same on
 * PGlite and PostgreSQL and keeps a batch of thousands of events to a handful of round trips.
 */
import type { Queryable } from "../db/db.js";
import { type ChainEvent, eventArgs, toJson } from "./events.js";
import { payMatchedOrders } from "./sale-orders.js";
import { lockWallets } from "./xman-privileges.js";

type Of<E extends ChainEvent["event"]> = Extract<ChainEvent, { event: E }>;

const byEvent = <E extends ChainEvent["event"]>(events: readonly ChainEvent[], ...names: E[]): Of<E>[] =>
  events.filter((event): event is Of<E> => (names as string[]).includes(event.event));

/** Keeps the last row per key (`rows` are in chain order): one upsert may touch a row only once. */
function lastPerKey<T, K>(rows: readonly T[], key: (row: T) => K): T[] {
  return [...new Map(rows.map((row) => [key(row), row] as const)).values()];
}

/** Stores every event for audit; answers how many were new. */
export async function insertEvents(q: Queryable, chainId: number, events: readonly ChainEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map((e) => ({
    tx_hash: e.txHash,
    log_index: e.logIndex,
    block_number: e.blockNumber,
    block_hash: e.blockHash,
    address: e.address,
    event: e.event,
    args: eventArgs(e),
  }));
  const { rows: counted } = await sql<{ inserted: number }>`WITH inserted AS (
       INSERT INTO chain_events (chain_id, tx_hash, log_index, block_number, block_hash, address, event, args)
       SELECT ${chainId}, e.tx_hash, e.log_index, e.block_number, e.block_hash, e.address, e.event, e.args
       FROM jsonb_to_recordset(${toJson(rows)}::jsonb)
         AS e(tx_hash text, log_index int, block_number bigint, block_hash text, address text, event text, args jsonb)
       ON CONFLICT DO NOTHING
       RETURNING 1)
     SELECT count(*)::int AS inserted FROM inserted`.execute(q.kysely);
  return counted[0]?.inserted ?? 0;
}

/** Token owners from Transfer events (the staking contract owns a token while it is staked). */
export async function applyTransfers(q: Queryable, events: readonly ChainEvent[]): Promise<void> {
  const transfers = lastPerKey(byEvent(events, "Transfer"), (e) => e.tokenId);
  if (transfers.length === 0) return;
  const rows = transfers.map((e) => ({ token_id: e.tokenId, owner: e.to, block: e.blockNumber, log: e.logIndex }));
  await sql`INSERT INTO chain_nft_tokens (token_id, owner, owner_block, owner_log)
     SELECT t.token_id, t.owner, t.block, t.log
     FROM jsonb_to_recordset(${toJson(rows)}::jsonb) AS t(token_id int, owner text, block bigint, log int)
     ON CONFLICT (token_id) DO UPDATE
       SET owner = EXCLUDED.owner, owner_block = EXCLUDED.owner_block, owner_log = EXCLUDED.owner_log
       WHERE (chain_nft_tokens.owner_block, chain_nft_tokens.owner_log) < (EXCLUDED.owner_block, EXCLUDED.owner_log)`.execute(
    q.kysely,
  );
}

/**
 * Staked/Unstaked events: who staked each token, and each wallet's staked count as the contract
 * reported it. Answers the wallets concerned (locked until the transaction ends), for the privilege update.
 */
export async function applyStaking(q: Queryable, events: readonly ChainEvent[]): Promise<string[]> {
  const staking = byEvent(events, "Staked", "Unstaked");
  if (staking.length === 0) return [];
  const perToken = lastPerKey(
    staking.flatMap((e) =>
      e.tokenIds.map((tokenId) => ({
        token_id: tokenId,
        staker: e.event === "Staked" ? e.account : null,
        block: e.blockNumber,
        log: e.logIndex,
      })),
    ),
    (row) => row.token_id,
  );
  await sql`UPDATE chain_nft_tokens t SET staker = s.staker, staker_block = s.block, staker_log = s.log
     FROM jsonb_to_recordset(${toJson(perToken)}::jsonb) AS s(token_id int, staker text, block bigint, log int)
     WHERE t.token_id = s.token_id AND (t.staker_block, t.staker_log) < (s.block, s.log)`.execute(q.kysely);
  const perWallet = lastPerKey(staking, (e) => e.account).map((e) => ({
    wallet: e.account,
    staked_count: e.stakedCount,
    block: e.blockNumber,
    log: e.logIndex,
  }));
  const wallets = perWallet.map((row) => row.wallet);
  await lockWallets(q, wallets);
  await sql`INSERT INTO chain_stakers (wallet, staked_count, block_number, log_index)
     SELECT s.wallet, s.staked_count, s.block, s.log
     FROM jsonb_to_recordset(${toJson(perWallet)}::jsonb) AS s(wallet text, staked_count int, block bigint, log int)
     ON CONFLICT (wallet) DO UPDATE
       SET staked_count = EXCLUDED.staked_count, block_number = EXCLUDED.block_number,
         log_index = EXCLUDED.log_index, updated_at = now()
       WHERE (chain_stakers.block_number, chain_stakers.log_index) < (EXCLUDED.block_number, EXCLUDED.log_index)`.execute(
    q.kysely,
  );
  return wallets;
}

/** Sale purchases and referrer bindings. */
export async function applySale(q: Queryable, chainId: number, events: readonly ChainEvent[]): Promise<void> {
  const purchases = byEvent(events, "Purchased").map((e) => ({
    tx_hash: e.txHash,
    log_index: e.logIndex,
    block: e.blockNumber,
    buyer: e.buyer,
    stage_id: e.stageId,
    referrer: e.referrer,
    quantity: e.quantity,
    first_token_id: e.firstTokenId,
    amount: e.amount,
    order_id: e.orderId,
  }));
  if (purchases.length > 0) {
    await sql`INSERT INTO chain_purchases (chain_id, tx_hash, log_index, block_number, buyer, stage_id, referrer, quantity,
         first_token_id, amount, order_id)
       SELECT ${chainId}, p.tx_hash, p.log_index, p.block, p.buyer, p.stage_id, p.referrer, p.quantity, p.first_token_id,
         p.amount::numeric, p.order_id::numeric
       FROM jsonb_to_recordset(${toJson(purchases)}::jsonb) AS p(tx_hash text, log_index int, block bigint, buyer text, stage_id int,
         referrer text, quantity int, first_token_id int, amount text, order_id text)
       ON CONFLICT DO NOTHING`.execute(q.kysely);
    // The buyers are locked first, as `autonomy_update_nft_order` locks its order's wallet, so an
    // order asked about while its purchase is being indexed is paid by one side or the other.
    await lockWallets(
      q,
      purchases.map((p) => p.buyer),
    );
    await payMatchedOrders(q, { orderIds: purchases.map((p) => p.order_id) });
  }
  const bindings = byEvent(events, "ReferrerBound").map((e) => ({
    account: e.account,
    referrer: e.referrer,
    block: e.blockNumber,
    tx_hash: e.txHash,
  }));
  if (bindings.length > 0) {
    await sql`INSERT INTO chain_referrers (account, referrer, block_number, tx_hash)
       SELECT r.account, r.referrer, r.block, r.tx_hash
       FROM jsonb_to_recordset(${toJson(bindings)}::jsonb) AS r(account text, referrer text, block bigint, tx_hash text)
       ON CONFLICT (account) DO NOTHING`.execute(q.kysely);
  }
}
