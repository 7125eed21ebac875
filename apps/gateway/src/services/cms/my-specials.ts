import { api, type BatchResult, Code, type ContentOp, GatewayError, type SpecialDetail } from "@icms/protocol";
import { one, type Queryable } from "../../db/db.js";
import { type CallContext, handle } from "../../context.js";
import { checkMediaUrl } from "./article-form.js";
import { applyOp, lockOwned, SPECIALS, stateOf, submitted, writeState } from "./content-ops.js";
import { SPECIAL_JOINS, type SpecialRow, specialColumns, toSpecialDetail, toSpecialSummary } from "./special-rows.js";
import { transferTarget } from "./transfer.js";

interface SpecialForm {
  special_type: 1 | 2;
  name: string;
  abstract: string;
  cover_url: string;
  tags: string[];
  is_open: number;
}

/** The caller's own special (any status but deleted): 3002 when unknown, 1006 when someone else's. */
async function ownSpecial(q: Queryable, id: number, uid: number, lock = false): Promise<SpecialRow> {
  const row = await one<SpecialRow>(
    q,
    `SELECT ${specialColumns("$2")} FROM specials s ${SPECIAL_JOINS} WHERE s.id = $1${lock ? " FOR UPDATE OF s" : ""}`,
    [id, uid],
  );
  if (!row || row.status === "deleted") throw new GatewayError(Code.NotFound);
  if (row.owner_uid !== uid) throw new GatewayError(Code.PermissionDenied);
  return row;
}

/** 801114: names are unique across specials and channels, ignoring case. */
async function checkNameFree(q: Queryable, name: string, exceptId = 0): Promise<void> {
  const taken = await one(
    q,
    "SELECT 1 FROM specials WHERE lower(name) = lower($1) AND status <> 'deleted' AND id <> $2",
    [name, exceptId],
  );
  if (taken) throw new GatewayError(Code.SameName);
}

function sameNameOnConflict(error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505" && `${e.constraint ?? e.message}`.includes("specials_name_key")) {
    throw new GatewayError(Code.SameName);
  }
  throw error;
}

async function saveSpecial(ctx: CallContext<"required">, form: SpecialForm, id?: number): Promise<SpecialDetail> {
  const uid = ctx.session.uid;
  checkMediaUrl(ctx, form.cover_url, "image", "cover_url");
  const quorum = ctx.config.REVIEW_QUORUM;
  const savedId = await ctx.db
    .tx(async (q) => {
      const current = id === undefined ? undefined : await ownSpecial(q, id, uid, true);
      await checkNameFree(q, form.name, id);
      const values = [form.name, form.abstract, form.cover_url, form.tags, form.is_open === 1];
      if (!current) {
        const state = submitted(quorum);
        const row = await one<{ id: number }>(
          q,
          `INSERT INTO specials (special_type, owner_uid, name, abstract, cover_url, tags, is_open, status, passed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $9::boolean THEN now() END) RETURNING id`,
          [form.special_type, uid, ...values, state.status, state.passed],
        );
        return (row as { id: number }).id;
      }
      if (current.special_type !== form.special_type) throw new GatewayError(Code.ParamInvalid);
      // As for articles: without a quorum the status stays, with one the edit is reviewed again.
      const stays = quorum === 0 && (current.status === "online" || current.status === "offline");
      const state = stays ? { status: current.status, passed: current.passed_at !== null } : submitted(quorum);
      await q.query(
        `UPDATE specials SET name = $2, abstract = $3, cover_url = $4, tags = $5, is_open = $6, status = $7,
           passed_at = CASE WHEN $8::boolean THEN coalesce(passed_at, now()) END, updated_at = now()
         WHERE id = $1`,
        [current.id, ...values, state.status, state.passed],
      );
      return current.id;
    })
    .catch(sameNameOnConflict);
  await ctx.cmsCache.changed();
  return toSpecialDetail(await ownSpecial(ctx.db, savedId, uid), uid);
}

/** 801112: a special that still holds articles (of anyone, not deleted) cannot be deleted. */
async function checkEmpty(q: Queryable, ids: number[]): Promise<void> {
  const used = await one(
    q,
    "SELECT 1 FROM articles WHERE special_id = ANY($1::int[]) AND status <> 'deleted' LIMIT 1",
    [ids],
  );
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
      await q.query("UPDATE specials SET owner_uid = $2, updated_at = now() WHERE id = ANY($1::int[])", [ids, target]);
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
    const where = `s.owner_uid = $1 AND s.status <> 'deleted' AND ($2::int IS NULL OR s.special_type = $2)
      AND ($3::text IS NULL OR s.status = $3)`;
    const filter = [ctx.session.uid, params.special_type ?? null, params.status ?? null];
    const rows = await ctx.db.query<SpecialRow>(
      `SELECT ${specialColumns("$1")} FROM specials s ${SPECIAL_JOINS} WHERE ${where}
       ORDER BY s.created_at DESC, s.id DESC LIMIT $4 OFFSET $5`,
      [...filter, params.page_size, (params.page - 1) * params.page_size],
    );
    const total = await one<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM specials s WHERE ${where}`, filter);
    return { list: rows.map(toSpecialSummary), total: total?.n ?? 0, page: params.page, page_size: params.page_size };
  }),
  my_special_detail: handle(api.appcms_msrv.my_special_detail, async (params, ctx) =>
    toSpecialDetail(await ownSpecial(ctx.db, params.special_id, ctx.session.uid), ctx.session.uid),
  ),
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
