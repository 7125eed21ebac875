import { api, Code, GatewayError } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { checkGate } from "./gate.js";
import { isMember, readPlanet } from "./rows.js";

export const memberHandlers = {
  /** Joins once (802008 again); the planet's entry rule decides first (`gate.ts`). */
  circle_join_in: handle(api.appsocial_msrv.circle_join_in, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      const uid = ctx.session.uid;
      const planet = await readPlanet(q, params.circle_id);
      if (await isMember(q, planet.id, uid)) throw new GatewayError(Code.AlreadyJoined);
      await checkGate(ctx, q, planet, { uid, wallet: ctx.session.wallet, purpose: "join", tx_hash: params.tx_hash });
      await q.kysely.insertInto("planet_members").values({ circle_id: planet.id, uid }).execute();
      const row = await q.kysely
        .updateTable("planets")
        .set((eb) => ({ member_count: eb("member_count", "+", 1) }))
        .where("id", "=", planet.id)
        .returning("member_count")
        .executeTakeFirstOrThrow();
      return { circle_id: planet.id, is_joined: true, member_count: row.member_count };
    }),
  ),

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
