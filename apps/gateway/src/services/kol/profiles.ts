import { api, Code, GatewayError, type KolSort } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { handle } from "../../context.js";
import { kolRows, toKolProfile, toKolSummary } from "./rows.js";
import { onePage, paged } from "../../db/paging.js";
import { noticeKolLike } from "./notice-events.js";

type Filters = { country?: string | undefined; tag?: string | undefined };

/** Approved KOLs (`kols as k`) matching the list's filters; tags match ignoring case. */
function listed(filters: Filters) {
  const parts = [sql`k.state = 'approved'`];
  if (filters.country) parts.push(sql`k.countries @> ARRAY[${filters.country}]::text[]`);
  const tag = filters.tag?.trim().toLowerCase();
  if (tag) parts.push(sql`k.tag_keys @> ARRAY[${tag}]::text[]`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

const ORDER: Record<KolSort, readonly ["score" | "like_count" | "approved_at", "id"]> = {
  score: ["score", "id"],
  likes: ["like_count", "id"],
  newest: ["approved_at", "id"],
};

async function countListed(db: Kysely<DB>, filters: Filters): Promise<number> {
  const row = await db
    .selectFrom("kols as k")
    .where(listed(filters))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const profileHandlers = {
  kol_user_list: handle(api.user_msrv.kol_user_list, async (params, ctx) => {
    const [first, second] = ORDER[params.sort];
    const rows = await kolRows(ctx.db.kysely, ctx.session?.uid ?? 0)
      .where(listed(params))
      .orderBy(`k.${first}`, "desc")
      .orderBy(`k.${second}`, "desc")
      .$call(onePage(params))
      .execute();
    return paged(rows.map(toKolSummary), await countListed(ctx.db.kysely, params), params);
  }),

  /** An approved KOL; any other state is not public (its owner reads it with `kol_mine`). */
  kol_detail: handle(api.user_msrv.kol_detail, async (params, ctx) => {
    const viewer = ctx.session?.uid ?? 0;
    let query = kolRows(ctx.db.kysely, viewer).where("k.state", "=", "approved");
    if (params.kol_id !== undefined) query = query.where("k.id", "=", params.kol_id);
    if (params.uid !== undefined) query = query.where("k.uid", "=", params.uid);
    const row = await query.executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    return toKolProfile(row, viewer);
  }),

  /** Likes an approved KOL once (801103), never oneself (801104); the scores follow in a job. */
  kol_click_like: handle(api.user_msrv.kol_click_like, (params, ctx) =>
    ctx.db.tx(async (q) => {
      const me = ctx.session.uid;
      const kol = await q.kysely
        .selectFrom("kols")
        .select(["id", "uid"])
        .where("id", "=", params.kol_id)
        .where("state", "=", "approved")
        .forUpdate()
        .executeTakeFirst();
      if (!kol) throw new GatewayError(Code.NotFound);
      if (kol.uid === me) throw new GatewayError(Code.CannotLikeOwn);
      const liked = await q.kysely
        .insertInto("kol_likes")
        .values({ kol_id: kol.id, uid: me })
        .onConflict((oc) => oc.doNothing())
        .returning("kol_id")
        .executeTakeFirst();
      if (!liked) throw new GatewayError(Code.AlreadyLiked);
      await noticeKolLike(q, kol.id, me);
      const row = await q.kysely
        .updateTable("kols")
        .set((eb) => ({ like_count: eb("like_count", "+", 1) }))
        .where("id", "=", kol.id)
        .returning("like_count")
        .executeTakeFirstOrThrow();
      await ctx.jobs.send(q, "kol.score", { kol_id: kol.id });
      return { kol_id: kol.id, is_like: true, like_count: row.like_count };
    }),
  ),
};
