import {
  type ActionParams,
  api,
  type BatchResult,
  Code,
  type ContentOp,
  GatewayError,
  type SpecialDetail,
} from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import { checkMediaUrl } from "../../shared/form-checks.js";
import { authorReviews, noticeReviewWaiting, quorumOf } from "../dao/public.js";
import { grantedValue } from "../user/public.js";
import { applyOp, lockOwned, SPECIALS, stateOf, submitted, writeState } from "../../shared/content-ops.js";
import { specialsWithOwner, toSpecialDetail, toSpecialSummary } from "../../shared/special-rows.js";
import { transferTarget } from "./transfer.js";
import { onePage, paged } from "../../db/paging.js";

/** What the special form sends, as the protocol's schema hands it over. */
type SpecialForm = ActionParams<typeof api.appcms_msrv.special_add_save>;

/** The caller's own special (any status but deleted): 3002 when unknown, 1006 when someone else's. */
async function ownSpecial(q: Queryable, id: number, uid: number, lock = false) {
  const query = specialsWithOwner(q.kysely, uid).where("s.id", "=", id);
  const row = await (lock ? query.forUpdate("s") : query).executeTakeFirst();
  if (!row || row.status === "deleted") throw new GatewayError(Code.NotFound);
  if (row.owner_uid !== uid) throw new GatewayError(Code.PermissionDenied);
  return row;
}

/** 801114: names are unique across specials and channels, ignoring case. */
async function checkNameFree(q: Queryable, name: string, exceptId = 0): Promise<void> {
  const taken = await q.kysely
    .selectFrom("specials")
    .select("id")
    .where(sql<string>`lower(name)`, "=", sql<string>`lower(${name})`)
    .where("status", "<>", "deleted")
    .where("id", "<>", exceptId)
    .executeTakeFirst();
  if (taken) throw new GatewayError(Code.SameName);
}

function sameNameOnConflict(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505" && `${e.constraint ?? e.message}`.includes("specials_name_key")) {
    throw new GatewayError(Code.SameName);
  }
  throw error;
}

/**
 * How many specials and channels (together, not deleted) anyone may own; a creator's level adds
 * its `special_quota` right to it (docs/datacentre.md, "Creator levels").
 */
export const SPECIALS_BASE_QUOTA = 20;

/**
 * 1006 when the caller already owns their quota of specials and channels. The owner's row is
 * locked first, so two creations at once are counted one after the other.
 */
async function checkQuota(q: Queryable, uid: number): Promise<void> {
  await q.kysely.selectFrom("users").select("uid").where("uid", "=", uid).forUpdate().executeTakeFirst();
  const owned = await q.kysely
    .selectFrom("specials")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("owner_uid", "=", uid)
    .where("status", "<>", "deleted")
    .executeTakeFirstOrThrow();
  const quota = SPECIALS_BASE_QUOTA + (await grantedValue(q.kysely, uid, "special_quota"));
  if (Number(owned.n) >= quota) throw new GatewayError(Code.PermissionDenied);
}

type SpecialValues = Pick<SpecialForm, "special_type" | "name" | "abstract" | "cover_url" | "tags" | "is_open">;

const specialValues = (form: SpecialValues) => ({
  name: form.name,
  abstract: form.abstract,
  cover_url: form.cover_url,
  tags: form.tags,
  is_open: form.is_open === 1,
});

/**
 * Creates a special or channel of `uid` in the caller's transaction, waiting in review (online
 * without a quorum): 801114 when the name is taken (a lost race ends in `specials_name_key`).
 */
export async function createSpecial(q: Queryable, quorum: number, uid: number, form: SpecialValues): Promise<number> {
  await checkNameFree(q, form.name);
  const state = submitted(quorum);
  const row = await q.kysely
    .insertInto("specials")
    .values({
      special_type: form.special_type,
      owner_uid: uid,
      ...specialValues(form),
      status: state.status,
      passed_at: state.passed ? sql<Date>`now()` : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function saveSpecial(ctx: CallContext<"required">, form: SpecialForm, id?: number): Promise<SpecialDetail> {
  const uid = ctx.session.uid;
  checkMediaUrl(ctx, form.cover_url, "image", "cover_url");
  const quorum = ctx.config.REVIEW_QUORUM;
  const savedId = await ctx.db
    .tx(async (q) => {
      const current = id === undefined ? undefined : await ownSpecial(q, id, uid, true);
      if (!current) {
        await checkQuota(q, uid);
        const created = await createSpecial(q, quorum, uid, form);
        if (quorum > 0) await noticeReviewWaiting(ctx, q, { kind: "special", item_id: created, owner: uid });
        return created;
      }
      await checkNameFree(q, form.name, id);
      const values = specialValues(form);
      if (current.special_type !== form.special_type) throw new GatewayError(Code.ParamInvalid);
      // As for articles: without a quorum the status stays, with one the edit is reviewed again.
      const stays = quorum === 0 && (current.status === "online" || current.status === "offline");
      const state = stays ? { status: current.status, passed: current.passed_at !== null } : submitted(quorum);
      await q.kysely
        .updateTable("specials")
        .set({
          ...values,
          status: state.status,
          passed_at: state.passed ? sql<Date>`coalesce(passed_at, now())` : null,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", current.id)
        .execute();
      if (state.status === "audit")
        await noticeReviewWaiting(ctx, q, { kind: "special", item_id: current.id, owner: uid });
      return current.id;
    })
    .catch(sameNameOnConflict);
  await ctx.cmsCache.changed();
  return toSpecialDetail(await ownSpecial(ctx.db, savedId, uid), uid);
}

/** 801112: a special that still holds articles (of anyone, not deleted) cannot be deleted. */
async function checkEmpty(q: Queryable, ids: number[]): Promise<void> {
  const used = await q.kysely
    .selectFrom("articles")
    .select("id")
    .where("special_id", "in", ids)
    .where("status", "<>", "deleted")
    .limit(1)
    .executeTakeFirst();
  if (used) throw new GatewayError(Code.ColumnHasArticles);
}

async function changeSpecials(
  ctx: CallContext<"required">,
  ids: number[],
  op: ContentOp,
  to: { to_uid?: number; to_wallet?: string } = {},
): Promise<BatchResult> {
  await ctx.db.tx(async (q) => {
    const rows = await lockOwned(q, SPECIALS, ids, ctx.session.uid);
    if (op === "transfer") {
      const target = await transferTarget(q, to, ctx.session.uid);
      await q.kysely
        .updateTable("specials")
        .set({ owner_uid: target, updated_at: sql<Date>`now()` })
        .where("id", "in", ids)
        .execute();
      return;
    }
    if (op === "delete") await checkEmpty(q, ids);
    const changes = rows.map((row) => ({ id: row.id, state: applyOp(stateOf(row), op, ctx.config.REVIEW_QUORUM) }));
    for (const change of changes) await writeState(q, SPECIALS, change.id, change.state);
  });
  await ctx.cmsCache.changed();
  return { ids };
}

export const mySpecialHandlers = {
  my_special_list: handle(api.appcms_msrv.my_special_list, async (params, ctx) => {
    const mine = ctx.db.kysely
      .selectFrom("specials as s")
      .where("s.owner_uid", "=", ctx.session.uid)
      .where("s.status", "<>", "deleted")
      .$if(params.special_type !== undefined, (q) => q.where("s.special_type", "=", params.special_type as number))
      .$if(params.status !== undefined, (q) => q.where("s.status", "=", params.status as string));
    const rows = await specialsWithOwner(ctx.db.kysely, ctx.session.uid)
      .where("s.id", "in", mine.select("s.id"))
      .orderBy("s.created_at", "desc")
      .orderBy("s.id", "desc")
      .$call(onePage(params))
      .execute();
    const total = await mine.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    const reviews = await authorReviews(ctx.db, ["special"], rows, ctx.lang, quorumOf(ctx.config.REVIEW_QUORUM));
    return paged(
      rows.map((row) => Object.assign(toSpecialSummary(row), { review: reviews.get(row.id) })),
      Number(total?.n ?? 0),
      params,
    );
  }),
  my_special_detail: handle(api.appcms_msrv.my_special_detail, async (params, ctx) => {
    const row = await ownSpecial(ctx.db, params.special_id, ctx.session.uid);
    const reviews = await authorReviews(ctx.db, ["special"], [row], ctx.lang, quorumOf(ctx.config.REVIEW_QUORUM));
    return Object.assign(toSpecialDetail(row, ctx.session.uid), { review: reviews.get(row.id) });
  }),
  special_add_save: handle(api.appcms_msrv.special_add_save, (params, ctx) => saveSpecial(ctx, params)),
  special_edit_save: handle(api.appcms_msrv.special_edit_save, (params, ctx) =>
    saveSpecial(ctx, params, params.special_id),
  ),
  special_del_save: handle(api.appcms_msrv.special_del_save, (params, ctx) =>
    changeSpecials(ctx, params.ids, "delete"),
  ),
  special_set_status: handle(api.appcms_msrv.special_set_status, (params, ctx) =>
    changeSpecials(ctx, params.ids, params.op, params),
  ),
};
