/**
 * The entry fee of a planet (gate `entry_fee`): an ICT transfer from the member's wallet to the
 * planet owner's wallet, named by its transaction hash in `circle_join_in`. The gateway reads the
 * receipt from the chain node itself, never from the caller: the transaction must have succeeded,
 * be `CHAIN_CONFIRMATIONS` blocks deep, and hold ICT `Transfer` logs from the caller's wallet to
 * the owner's wallet of at least the fee. ICT may charge a fee on transfers, so what counts is
 * what the owner received (the logs' values), not what was sent. Each payment is recorded once
 * (unique per chain and hash), so it admits one user to one planet once.
 */
import { ictTokenAbi } from "@icms/contracts";
import { Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { type Hex, isAddressEqual, parseEventLogs, type TransactionReceipt } from "viem";
import type { AppContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import type { SaleChain } from "../wallet/public.js";
import type { GatedPlanet } from "./gate.js";

interface Payment {
  chainId: number;
  payer: string;
  recipient: string;
  received: bigint;
  blockNumber: bigint;
}

/** A chain read; a node that does not answer makes the rule impossible to check now (802012). */
async function read<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new GatewayError(Code.PlanetGateUnavailable, { gate_kind: "entry_fee" });
  }
}

async function confirmedReceipt(app: AppContext, chain: SaleChain, hash: Hex): Promise<TransactionReceipt> {
  const receipt = await read(() => chain.receipt(hash));
  if (!receipt) throw new GatewayError(Code.EntryFeeNotConfirmed, { confirmations: 0 });
  if (receipt.status !== "success") throw new GatewayError(Code.EntryFeeTxFailed);
  const wanted = BigInt(app.config.CHAIN_CONFIRMATIONS);
  const head = await read(() => chain.client.getBlockNumber({ cacheTime: 0 }));
  if (head - receipt.blockNumber < wanted) {
    throw new GatewayError(Code.EntryFeeNotConfirmed, {
      confirmations: Number(head - receipt.blockNumber),
      required: Number(wanted),
    });
  }
  return receipt;
}

/** What the payment's ICT logs moved from `payer` to `recipient`. */
function receivedBy(receipt: TransactionReceipt, ict: Hex, payer: string, recipient: string): bigint {
  const transfers = parseEventLogs({
    abi: ictTokenAbi,
    eventName: "Transfer",
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, ict)),
  });
  return transfers
    .filter((log) => isAddressEqual(log.args.from, payer as Hex) && isAddressEqual(log.args.to, recipient as Hex))
    .reduce((sum, log) => sum + log.args.value, 0n);
}

async function ownerWallet(q: Queryable, ownerUid: number): Promise<string> {
  const owner = await q.kysely
    .selectFrom("users")
    .select("wallet_addr")
    .where("uid", "=", ownerUid)
    .executeTakeFirstOrThrow();
  return owner.wallet_addr;
}

/**
 * Reads the payment's receipt from the chain, before the join's transaction opens, so no database
 * connection waits on the chain node: the transaction must have succeeded and be deep enough.
 */
export async function entryFeeReceipt(app: AppContext, hash: string): Promise<TransactionReceipt> {
  const chain = app.saleChain();
  if (!chain) throw new GatewayError(Code.PlanetGateUnavailable, { gate_kind: "entry_fee" });
  return confirmedReceipt(app, chain, hash.toLowerCase() as Hex);
}

/** Checks what the confirmed payment paid; answers it, or refuses with its code. */
async function verifyPayment(
  app: AppContext,
  q: Queryable,
  planet: GatedPlanet,
  wallet: string,
  receipt: TransactionReceipt,
): Promise<Payment> {
  const chain = app.saleChain();
  if (!chain) throw new GatewayError(Code.PlanetGateUnavailable, { gate_kind: "entry_fee" });
  const recipient = await ownerWallet(q, planet.owner_uid);
  const received = receivedBy(receipt, chain.addresses.contracts.ICT, wallet, recipient);
  if (received === 0n) throw new GatewayError(Code.EntryFeeNotAPayment, { recipient });
  const fee = BigInt(planet.gate_amount ?? "0");
  if (received < fee) {
    throw new GatewayError(Code.EntryFeeUnderpaid, { received: received.toString(), gate_amount: fee.toString() });
  }
  return {
    chainId: chain.addresses.chainId,
    payer: wallet.toLowerCase(),
    recipient: recipient.toLowerCase(),
    received,
    blockNumber: receipt.blockNumber,
  };
}

/**
 * Admits `uid` to the planet on the payment `hash`, in the join's transaction: its receipt (read
 * before the transaction by `entryFeeReceipt`, or here when the caller did not) is checked, then
 * the payment recorded; one recorded before (by anyone, for any planet) is refused with 802024.
 */
export async function admitOnEntryFee(
  app: AppContext,
  q: Queryable,
  planet: GatedPlanet,
  who: { uid: number; wallet: string; receipt?: TransactionReceipt },
  hash: string,
): Promise<void> {
  const txHash = hash.toLowerCase() as Hex;
  const chainId = app.saleChain()?.addresses.chainId;
  if (chainId !== undefined) await refuseIfUsed(q, chainId, txHash);
  const receipt = who.receipt ?? (await entryFeeReceipt(app, txHash));
  const payment = await verifyPayment(app, q, planet, who.wallet, receipt);
  const { rows } = await sql`INSERT INTO planet_entry_payments (chain_id, tx_hash, circle_id, uid, payer, recipient,
       received, fee, block_number)
     VALUES (${payment.chainId}, ${txHash}, ${planet.id}, ${who.uid}, ${payment.payer}, ${payment.recipient},
       ${payment.received.toString()}, ${planet.gate_amount}, ${payment.blockNumber.toString()})
     ON CONFLICT (chain_id, tx_hash) DO NOTHING
     RETURNING 1`.execute(q.kysely);
  // Another join recorded the same payment meanwhile (it waited for that one to commit).
  if (rows.length === 0) throw new GatewayError(Code.EntryFeeAlreadyUsed);
}

/** A payment already recorded is refused before the chain is asked. */
export async function refuseIfUsed(q: Queryable, chainId: number, txHash: string): Promise<void> {
  const used = await q.kysely
    .selectFrom("planet_entry_payments")
    .select("uid")
    .where("chain_id", "=", chainId)
    .where("tx_hash", "=", txHash)
    .executeTakeFirst();
  if (used) throw new GatewayError(Code.EntryFeeAlreadyUsed);
}
