import { type ActionParams, api, Code, GatewayError, type GateKind, type Planet } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkMediaUrl } from "../../shared/form-checks.js";
import { checkGate } from "./gate.js";
import { planetRows, toPlanetSummary, viewerOf } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";

type PlanetForm = ActionParams<typeof api.appsocial_msrv.circle_add>;

/** Members shown in a planet's header. */
const RECENT_MEMBERS = 8;

/** A planet's page as `uid` sees it; `can_post` and `can_comment` also judge the gate. */
async function planetDetail(ctx: CallContext, q: Queryable, circleId: number): Promise<Planet> {
  const uid = ctx.session?.uid;
  const row = await planetRows(q.kysely, uid).where("p.id", "=", circleId).executeTakeFirst();
  if (!row) throw new GatewayError(Code.SocialNotExists);
  const members = await q.kysely
    .selectFrom("planet_members as m")
    .innerJoin("users as u", "u.uid", "m.uid")
    .select(["u.uid", "u.nickname", "u.avatar_url", "u.wallet_addr"])
    .where("m.circle_id", "=", circleId)
    .orderBy("m.joined_at", "desc")
    .orderBy("m.uid", "desc")
    .limit(RECENT_MEMBERS)
    .execute();
  const viewer = viewerOf(row, uid);
  if (ctx.session && viewer.is_joined && !viewer.is_owner && row.gate_kind !== "none") {
    const planet = {
      id: row.id,
      owner_uid: row.owner_uid,
      gate_kind: row.gate_kind as GateKind,
      gate_amount: row.gate_amount === null ? null : String(row.gate_amount),
    };
    const holds = await checkGate(ctx, q, planet, { uid: ctx.session.uid, wallet: ctx.session.wallet, purpose: "post" })
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof GatewayError) return false;
        throw error;
      });
    if (!holds) Object.assign(viewer, { can_post: false, can_comment: false });
  }
  return {
    ...toPlanetSummary(row, viewer),
    updated_at: new Date(row.updated_at).toISOString(),
    recent_members: members.map((m) => ({
      uid: m.uid,
      nickname: m.nickname,
      avatar_url: m.avatar_url,
      wallet_addr: m.wallet_addr,
    })),
  };
}

function sameNameOnConflict(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505" && `${e.constraint ?? e.message}`.includes("planets_name_key")) {
    throw new GatewayError(Code.SocialAlreadyExists);
  }
  throw error;
}

async function checkNameFree(q: Queryable, name: string, exceptId = 0): Promise<void> {
  const taken = await q.kysely
    .selectFrom("planets")
    .select("id")
    .where(sql<string>`lower(name)`, "=", sql<string>`lower(${name})`)
    .where("id", "<>", exceptId)
    .executeTakeFirst();
  if (taken) throw new GatewayError(Code.SocialAlreadyExists);
}

function planetValues(ctx: CallContext, form: PlanetForm) {
  return {
    name: form.name,
    icon_url: checkMediaUrl(ctx, form.icon_url, "image", "icon_url"),
    introduction: form.introduction,
    tags: form.tags,
    circle_type: form.circle_type,
    is_public: form.is_public === 1,
    gate_kind: form.gate_kind,
    gate_amount: form.gate_kind === "none" || form.gate_kind === "dao_nft" ? null : (form.gate_amount ?? null),
  };
}

export type PlanetValues = ReturnType<typeof planetValues>;

/**
 * Creates a planet owned and joined by `uid`, in the caller's transaction: 802006 when the name
 * is taken (a lost race on the name ends in the unique index `planets_name_key`).
 */
export async function createPlanet(q: Queryable, uid: number, values: PlanetValues): Promise<number> {
  await checkNameFree(q, values.name);
  const row = await q.kysely
    .insertInto("planets")
    .values({ ...values, owner_uid: uid, member_count: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await q.kysely.insertInto("planet_members").values({ circle_id: row.id, uid }).execute();
  return row.id;
}

/** The owner's planet, locked: 802007 when it is gone, 802004 when it is someone else's. */
async function ownPlanet(q: Queryable, circleId: number, uid: number): Promise<void> {
  const row = await q.kysely
    .selectFrom("planets")
    .select("owner_uid")
    .where("id", "=", circleId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.SocialNotExists);
  if (row.owner_uid !== uid) throw new GatewayError(Code.NotPlanetOwner);
}

export const planetHandlers = {
  circle_list: handle(api.appsocial_msrv.circle_list, async (params, ctx) => {
    const uid = ctx.session?.uid;
    let query = planetRows(ctx.db.kysely, uid);
    let count = ctx.db.kysely.selectFrom("planets as p").select(sql<number>`count(*)::int`.as("total"));
    if (params.circle_type !== undefined) {
      query = query.where("p.circle_type", "=", params.circle_type);
      count = count.where("p.circle_type", "=", params.circle_type);
    }
    if (params.keyword !== undefined) {
      const pattern = `%${params.keyword.replace(/[\\%_]/g, "\\$&")}%`;
      query = query.where("p.name", "ilike", pattern);
      count = count.where("p.name", "ilike", pattern);
    }
    query =
      params.order === "popular"
        ? query.orderBy("p.member_count", "desc").orderBy("p.id", "desc")
        : query.orderBy("p.id", "desc");
    const [rows, total] = await Promise.all([query.$call(onePage(params)).execute(), count.executeTakeFirstOrThrow()]);
    return paged(
      rows.map((row) => toPlanetSummary(row, viewerOf(row, uid))),
      total.total,
      params,
    );
  }),

  circle_userlist: handle(api.appsocial_msrv.circle_userlist, async (params, ctx) => {
    const planet = await ctx.db.kysely
      .selectFrom("planets")
      .select(["owner_uid", "member_count"])
      .where("id", "=", params.circle_id)
      .executeTakeFirst();
    if (!planet) throw new GatewayError(Code.SocialNotExists);
    const rows = await ctx.db.kysely
      .selectFrom("planet_members as m")
      .innerJoin("users as u", "u.uid", "m.uid")
      .select(["u.uid", "u.nickname", "u.avatar_url", "u.wallet_addr", "m.joined_at"])
      .where("m.circle_id", "=", params.circle_id)
      .orderBy(sql`(m.uid = ${planet.owner_uid})`, "desc")
      .orderBy("m.joined_at", "desc")
      .orderBy("m.uid", "desc")
      .$call(onePage(params))
      .execute();
    const list = rows.map((row) => ({
      user: { uid: row.uid, nickname: row.nickname, avatar_url: row.avatar_url, wallet_addr: row.wallet_addr },
      is_owner: row.uid === planet.owner_uid,
      joined_at: new Date(row.joined_at).toISOString(),
    }));
    return paged(list, planet.member_count, params);
  }),

  circle_detail: handle(api.appsocial_msrv.circle_detail, async (params, ctx) =>
    planetDetail(ctx, ctx.db, params.circle_id),
  ),

  my_circle_list: handle(api.appsocial_msrv.my_circle_list, async (params, ctx) => {
    const uid = ctx.session.uid;
    const [rows, total] = await Promise.all([
      planetRows(ctx.db.kysely, uid)
        .where("p.owner_uid", "=", uid)
        .orderBy("p.id", "desc")
        .$call(onePage(params))
        .execute(),
      ctx.db.kysely
        .selectFrom("planets")
        .select(sql<number>`count(*)::int`.as("total"))
        .where("owner_uid", "=", uid)
        .executeTakeFirstOrThrow(),
    ]);
    return paged(
      rows.map((row) => toPlanetSummary(row, viewerOf(row, uid))),
      total.total,
      params,
    );
  }),

  circle_join_list: handle(api.appsocial_msrv.circle_join_list, async (params, ctx) => {
    const uid = ctx.session.uid;
    const [rows, total] = await Promise.all([
      planetRows(ctx.db.kysely, uid)
        .innerJoin("planet_members as me", (join) => join.onRef("me.circle_id", "=", "p.id").on("me.uid", "=", uid))
        .orderBy("me.joined_at", "desc")
        .orderBy("p.id", "desc")
        .$call(onePage(params))
        .execute(),
      ctx.db.kysely
        .selectFrom("planet_members")
        .select(sql<number>`count(*)::int`.as("total"))
        .where("uid", "=", uid)
        .executeTakeFirstOrThrow(),
    ]);
    return paged(
      rows.map((row) => toPlanetSummary(row, viewerOf(row, uid))),
      total.total,
      params,
    );
  }),

  /** The creator owns the planet and is its first member. */
  circle_add: handle(api.appsocial_msrv.circle_add, async (params, ctx) => {
    const uid = ctx.session.uid;
    const values = planetValues(ctx, params);
    return ctx.db
      .tx(async (q) => {
        const id = await createPlanet(q, uid, values);
        return planetDetail(ctx, q, id);
      })
      .catch(sameNameOnConflict);
  }),

  circle_edit: handle(api.appsocial_msrv.circle_edit, async (params, ctx) => {
    const values = planetValues(ctx, params);
    return ctx.db
      .tx(async (q) => {
        await ownPlanet(q, params.circle_id, ctx.session.uid);
        await checkNameFree(q, params.name, params.circle_id);
        await q.kysely
          .updateTable("planets")
          .set({ ...values, updated_at: sql<Date>`now()` })
          .where("id", "=", params.circle_id)
          .execute();
        return planetDetail(ctx, q, params.circle_id);
      })
      .catch(sameNameOnConflict);
  }),

  /** Its memberships, topics, comments and likes go with it (ON DELETE CASCADE). */
  circle_delete: handle(api.appsocial_msrv.circle_delete, async (params, ctx) =>
    ctx.db.tx(async (q) => {
      await ownPlanet(q, params.circle_id, ctx.session.uid);
      await q.kysely.deleteFrom("planets").where("id", "=", params.circle_id).execute();
      return { deleted: true as const };
    }),
  ),
};
