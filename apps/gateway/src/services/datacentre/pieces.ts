/**
 * Pieces of work as the data centre sees them: whether one is online and whose it is (for the
 * beacons, cached), the caller's pieces (for their totals), a piece's name and page, and who may
 * see a piece's private figures.
 */
import { Code, type DatacentreKind, GatewayError, type PieceRef } from "@icms/protocol";
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { Queryable } from "../../db/db.js";
import { KIND_CODE, KIND_OF_CODE, pieceUrl } from "./kinds.js";

/** A piece pages may report: online, with its author (a wiki entry's: who created it). */
export interface LivePiece {
  author_uid: number;
}

/** The statement finding one piece of a kind online, by id; answers its author. */
function liveQuery(kind: DatacentreKind, id: number) {
  switch (kind) {
    case "article":
    case "video":
    case "wiki":
      return sql<LivePiece>`SELECT author_uid FROM articles
        WHERE id = ${id} AND article_type = ${KIND_CODE[kind]} AND status = 'online'`;
    case "course":
      return sql<LivePiece>`SELECT author_uid FROM courses WHERE id = ${id} AND status = 'online'`;
    case "topic":
      return sql<LivePiece>`SELECT author_uid FROM planet_topics WHERE id = ${id}`;
  }
}

/**
 * Online pieces by kind and id, kept five minutes (an absent piece thirty seconds, so a stream of
 * beacons for a made-up id costs one query in that while). A piece taken offline may still be
 * counted for that while.
 */
export function livePieces(q: Queryable) {
  const cache = new LRUCache<string, LivePiece | false>({ max: 50_000, ttl: 5 * 60_000 });
  return async (kind: DatacentreKind, id: number): Promise<LivePiece | null> => {
    const key = `${kind}:${id}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit === false ? null : hit;
    const row = (await liveQuery(kind, id).execute(q.kysely)).rows[0];
    // An absent piece is kept shorter: one going online (a review passing) is counted within the minute.
    cache.set(key, row ?? false, row ? undefined : { ttl: 30_000 });
    return row ?? null;
  };
}

/** A set of pieces as two parallel arrays, for `unnest` (kind codes and ids). */
export interface PieceSet {
  kinds: number[];
  ids: number[];
}

/**
 * The pieces whose figures are the caller's: articles, videos and courses they wrote (not
 * deleted), wiki entries they created or wrote an accepted revision of, their planet topics.
 */
export async function piecesOf(q: Queryable, uid: number): Promise<PieceSet> {
  const { rows } = await sql<{ kind: number; id: number }>`
    SELECT article_type AS kind, id FROM articles WHERE author_uid = ${uid} AND status <> 'deleted' AND article_type IN (1, 2)
    UNION
    SELECT 3, a.id FROM articles a WHERE a.author_uid = ${uid} AND a.article_type = 3 AND a.status <> 'deleted'
    UNION
    SELECT 3, r.article_id FROM wiki_revisions r WHERE r.editor_uid = ${uid} AND r.state = 'approved'
    UNION
    SELECT 4, id FROM courses WHERE author_uid = ${uid} AND status <> 'deleted'
    UNION
    SELECT 5, id FROM planet_topics WHERE author_uid = ${uid}`.execute(q.kysely);
  return { kinds: rows.map((r) => r.kind), ids: rows.map((r) => r.id) };
}

/** Whether `uid` is an author of the piece (for a wiki entry: its creator or an accepted revision's author). */
export async function isAuthorOf(q: Queryable, uid: number, kind: DatacentreKind, id: number): Promise<boolean> {
  const query =
    kind === "wiki"
      ? sql`SELECT 1 FROM articles WHERE id = ${id} AND article_type = 3 AND author_uid = ${uid}
            UNION ALL SELECT 1 FROM wiki_revisions WHERE article_id = ${id} AND editor_uid = ${uid} AND state = 'approved'`
      : kind === "course"
        ? sql`SELECT 1 FROM courses WHERE id = ${id} AND author_uid = ${uid}`
        : kind === "topic"
          ? sql`SELECT 1 FROM planet_topics WHERE id = ${id} AND author_uid = ${uid}`
          : sql`SELECT 1 FROM articles WHERE id = ${id} AND article_type = ${KIND_CODE[kind]} AND author_uid = ${uid}`;
  return (await query.execute(q.kysely)).rows.length > 0;
}

interface RefRow {
  kind: number;
  id: number;
  title: string;
  created_at: Date | string;
  planet_id: number | null;
}

/** The names and pages of pieces (deleted or missing ones are left out). */
export async function pieceRefs(q: Queryable, set: PieceSet): Promise<Map<string, PieceRef>> {
  const out = new Map<string, PieceRef>();
  if (set.ids.length === 0) return out;
  const { rows } = await sql<RefRow>`
    WITH p(kind, id) AS (SELECT * FROM unnest(${set.kinds}::smallint[], ${set.ids}::int[]))
    SELECT p.kind, p.id, a.title, coalesce(a.published_at, a.created_at) AS created_at, NULL::int AS planet_id
      FROM p JOIN articles a ON a.id = p.id AND a.article_type = p.kind WHERE p.kind IN (1, 2, 3)
    UNION ALL
    SELECT p.kind, p.id, c.name, coalesce(c.passed_at, c.created_at), NULL FROM p JOIN courses c ON c.id = p.id WHERE p.kind = 4
    UNION ALL
    SELECT p.kind, p.id, t.name, t.created_at, t.circle_id FROM p JOIN planet_topics t ON t.id = p.id WHERE p.kind = 5`.execute(
    q.kysely,
  );
  for (const row of rows) {
    const kind = KIND_OF_CODE[row.kind] as DatacentreKind;
    out.set(`${row.kind}:${row.id}`, {
      kind,
      id: row.id,
      title: row.title,
      url: pieceUrl(kind, row.id, row.planet_id),
      created_at: new Date(row.created_at).toISOString(),
    });
  }
  return out;
}

/** The piece's name and page, or 3002 for a piece that does not exist. */
export async function pieceRef(q: Queryable, kind: DatacentreKind, id: number): Promise<PieceRef> {
  const ref = (await pieceRefs(q, { kinds: [KIND_CODE[kind]], ids: [id] })).get(`${KIND_CODE[kind]}:${id}`);
  if (!ref) throw new GatewayError(Code.NotFound);
  return ref;
}
