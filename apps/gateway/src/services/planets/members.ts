import { api, Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import type { TransactionReceipt } from "viem";
import type { AppContext } from "../../context.js";
import { entryFeeReceipt, refuseIfUsed } from "./entry-fee.js";
import { checkGate } from "./gate.js";
import { noticeJoin } from "./notice-events.js";
import { isMember, readPlanet } from "./rows.js";

/**
 * The chain's half of joining on an entry fee, done before the join's transaction opens so no
 * connection waits on the node: the receipt, when the planet asks a fee of this user and the
 * payment is not recorded yet. The transaction checks everything again.
 */
async function receiptBeforeJoin(
  ctx: AppContext,
  circleId: number,
  uid: number,
  txHash: string | undefined,
): Promise<TransactionReceipt | undefined> {
  if (!txHash) return undefined;
  const planet = await readPlanet(ctx.db, circleId, false);
  if (planet.gate_kind !== "entry_fee" || planet.owner_uid === uid) return undefined;
  if (await isMember(ctx.db, planet.id, uid)) throw new GatewayError(Code.AlreadyJoined);
  const chainId = ctx.saleChain()?.addresses.chainId;
  if (chainId !== undefined) await refuseIfUsed(ctx.db, chainId, txHash.toLowerCase());
  return entryFeeReceipt(ctx, txHash);
}

export const memberHandlers = {
  /** Joins once (802008 again); the planet's entry rule decides first (`gate.ts`). */
  circle_join_in: handle(api.appsocial_msrv.circle_join_in, async (params, ctx) => {
    const receipt = await receiptBeforeJoin(ctx, params.circle_id, ctx.session.uid, params.tx_hash);
    return ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const planet = await readPlanet(q, params.circle_id);
      if (await isMember(q, planet.id, uid)) throw new GatewayError(Code.AlreadyJoined);
      const who = { uid, wallet: ctx.session.wallet, purpose: "join", tx_hash: params.tx_hash, receipt } as const;
      await checkGate(ctx, q, planet, who);
      await q.kysely.insertInto("planet_members").values({ circle_id: planet.id, uid }).execute();
      await noticeJoin(q, planet.id, uid);
      const row = await q.kysely
        .updateTable("planets")
        .set((eb) => ({ member_count: eb("member_count", "+", 1) }))
        .where("id", "=", planet.id)
        .returning("member_count")
        .executeTakeFirstOrThrow();
      return { circle_id: planet.id, is_joined: true, member_count: row.member_count };
    });
  }),

  /** Leaves (802005 when not a member); the owner cannot (802010). Their posts stay. */
  circle_join_out: handle(api.appsocial_msrv.circle_join_out, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const planet = await readPlanet(q, params.circle_id);
      if (planet.owner_uid === uid) throw new GatewayError(Code.OwnerCannotLeave);
      const removed = await q.kysely
        .deleteFrom("planet_members")
        .where("circle_id", "=", planet.id)
        .where("uid", "=", uid)
        .returning("uid")
        .executeTakeFirst();
      if (!removed) throw new GatewayError(Code.NotJoined);
      const row = await q.kysely
        .updateTable("planets")
        .set({ member_count: sql<number>`greatest(member_count - 1, 0)` })
        .where("id", "=", planet.id)
        .returning("member_count")
        .executeTakeFirstOrThrow();
      return { circle_id: planet.id, is_joined: false, member_count: row.member_count };
    }),
  ),
};
