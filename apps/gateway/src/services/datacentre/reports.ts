/**
 * The data centre's calls for its screens: overview, series, top pieces, one piece, sources,
 * followers and the CSV export. `scope=me` reads the caller's pieces; `scope=platform` and any
 * piece not the caller's need `view_datacentre` (1006).
 */
import {
  api,
  Code,
  type DatacentreDay,
  type DatacentreKind,
  type DatacentreScope,
  type DatacentreTotals,
  GatewayError,
  INCOME_COINS,
  type PieceRef,
} from "@icms/protocol";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { requirePrivilege } from "../user/public.js";
import {
  dailyFigures,
  followerPoints,
  followersNow,
  piecesOnline,
  resolveRange,
  rolledUpTo,
  type Scope,
  sourcesOf,
  topPieces,
  totalsOf,
} from "./figures.js";
import { KIND_CODE, KIND_OF_CODE } from "./kinds.js";
import { isAuthorOf, pieceRef, pieceRefs, piecesOf } from "./pieces.js";

/** The privilege of operators who see the whole platform and every piece. */
const OPERATOR_PRIVILEGE = "view_datacentre";

async function isOperator(q: Queryable, uid: number): Promise<boolean> {
  try {
    await requirePrivilege(q.kysely, uid, OPERATOR_PRIVILEGE);
    return true;
  } catch (error) {
    if (error instanceof GatewayError && error.code === Code.PermissionDenied) return false;
    throw error;
  }
}

/** The scope a call names: the caller's pieces and followers, or (operators only) the platform. */
async function scopeOf(ctx: CallContext<"required">, scope: DatacentreScope): Promise<Scope> {
  if (scope === "platform") {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, OPERATOR_PRIVILEGE);
    return { followers: "all" };
  }
  return { pieces: await piecesOf(ctx.db, ctx.session.uid), followers: ctx.session.uid };
}

const whoseFollowers = (ctx: CallContext<"required">, scope: DatacentreScope) =>
  scope === "platform" ? ("all" as const) : ctx.session.uid;

/** One piece's scope, after checking the caller may see it: its author (any of a wiki entry's) or an operator. */
async function pieceScope(ctx: CallContext<"required">, kind: DatacentreKind, id: number): Promise<PieceRef> {
  const ref = await pieceRef(ctx.db, kind, id);
  if (!(await isAuthorOf(ctx.db, ctx.session.uid, kind, id)) && !(await isOperator(ctx.db, ctx.session.uid))) {
    throw new GatewayError(Code.PermissionDenied);
  }
  return ref;
}

const placeholderRef = (kind: number, id: number): PieceRef => ({
  kind: KIND_OF_CODE[kind] as DatacentreKind,
  id,
  title: "",
  url: "",
  created_at: new Date(0).toISOString(),
});

const CSV_FIELDS = [
  "views",
  "loads",
  "reads",
  "likes",
  "comments",
  "collects",
  "follows",
  "shares",
  "forward_visits",
  "shortlink_visits",
  "contribution",
] as const;

/** A CSV cell: quoted when it holds a comma, a quote or a line break; a leading formula sign is neutralised. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const figures = (t: DatacentreTotals) => [...CSV_FIELDS.map((f) => t[f]), ...INCOME_COINS.map((c) => t.income[c])];
const figureHeader = [...CSV_FIELDS, ...INCOME_COINS.map((c) => `income_${c.toLowerCase()}_wei`)];
const csvOf = (rows: (string | number)[][]) => `${rows.map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;

/** The most rows the per-piece export holds. */
const EXPORT_PIECES_MAX = 10_000;

export const reportHandlers = {
  datacentre_overview: handle(api.datacentre_msrv.datacentre_overview, async (params, ctx) => {
    const range = resolveRange(params, new Date());
    const scope = await scopeOf(ctx, params.scope);
    const [current, previous] = [
      await dailyFigures(ctx.db, scope, range.start, range.end),
      await dailyFigures(ctx.db, scope, range.prev_start, range.prev_end),
    ];
    return {
      scope: params.scope,
      range,
      totals: totalsOf(current),
      previous: totalsOf(previous),
      followers: await followersNow(ctx.db, whoseFollowers(ctx, params.scope)),
      pieces: await piecesOnline(ctx.db, whoseFollowers(ctx, params.scope)),
      rolled_up_to: await rolledUpTo(ctx.db),
    };
  }),
  datacentre_series: handle(api.datacentre_msrv.datacentre_series, async (params, ctx) => {
    const range = resolveRange(params, new Date());
    const scope = await scopeOf(ctx, params.scope);
    return { scope: params.scope, range, days: await dailyFigures(ctx.db, scope, range.start, range.end) };
  }),
  datacentre_top_pieces: handle(api.datacentre_msrv.datacentre_top_pieces, async (params, ctx) => {
    const range = resolveRange(params, new Date());
    const scope = await scopeOf(ctx, params.scope);
    const { rows, total } = await topPieces(ctx.db, scope, range.start, range.end, {
      order: params.order,
      ...(params.kind ? { kind: KIND_CODE[params.kind] } : {}),
      limit: params.page_size,
      offset: (params.page - 1) * params.page_size,
    });
    const refs = await pieceRefs(ctx.db, { kinds: rows.map((r) => r.kind), ids: rows.map((r) => r.piece_id) });
    return {
      list: rows.map((r) => ({
        piece: refs.get(`${r.kind}:${r.piece_id}`) ?? placeholderRef(r.kind, r.piece_id),
        totals: r.totals,
      })),
      total,
      page: params.page,
      page_size: params.page_size,
    };
  }),
  datacentre_piece: handle(api.datacentre_msrv.datacentre_piece, async (params, ctx) => {
    const range = resolveRange(params, new Date());
    const piece = await pieceScope(ctx, params.kind, params.id);
    const scope: Scope = { pieces: { kinds: [KIND_CODE[params.kind]], ids: [params.id] } };
    const days = await dailyFigures(ctx.db, scope, range.start, range.end);
    return {
      piece,
      range,
      totals: totalsOf(days),
      previous: totalsOf(await dailyFigures(ctx.db, scope, range.prev_start, range.prev_end)),
      days,
      sources: { range, ...(await sourcesOf(ctx.db, scope, range.start, range.end)) },
    };
  }),
  datacentre_sources: handle(api.datacentre_msrv.datacentre_sources, async (params, ctx) => {
    const range = resolveRange(params, new Date());
    const scope = await scopeOf(ctx, params.scope);
    return { range, ...(await sourcesOf(ctx.db, scope, range.start, range.end)) };
  }),
  datacentre_followers: handle(api.datacentre_msrv.datacentre_followers, async (params, ctx) => {
    const range = resolveRange(params, new Date());
    if (params.scope === "platform") await requirePrivilege(ctx.db.kysely, ctx.session.uid, OPERATOR_PRIVILEGE);
    return { range, points: await followerPoints(ctx.db, whoseFollowers(ctx, params.scope), range.start, range.end) };
  }),
  datacentre_export: handle(api.datacentre_msrv.datacentre_export, async (params, ctx) => {
    const range = resolveRange(params, new Date());
    const scope = await scopeOf(ctx, params.scope);
    const name = `datacentre-${params.scope}-${params.table}-${range.start}-${range.end}.csv`;
    if (params.table === "days") {
      const days: DatacentreDay[] = await dailyFigures(ctx.db, scope, range.start, range.end);
      return { filename: name, csv: csvOf([["date", ...figureHeader], ...days.map((d) => [d.date, ...figures(d)])]) };
    }
    const { rows } = await topPieces(ctx.db, scope, range.start, range.end, {
      order: "views",
      limit: EXPORT_PIECES_MAX,
      offset: 0,
    });
    const refs = await pieceRefs(ctx.db, { kinds: rows.map((r) => r.kind), ids: rows.map((r) => r.piece_id) });
    const lines = rows.map((r) => {
      const ref = refs.get(`${r.kind}:${r.piece_id}`) ?? placeholderRef(r.kind, r.piece_id);
      return [ref.kind, ref.id, ref.title, ref.url, ...figures(r.totals)];
    });
    return { filename: name, csv: csvOf([["kind", "id", "title", "url", ...figureHeader], ...lines]) };
  }),
};
