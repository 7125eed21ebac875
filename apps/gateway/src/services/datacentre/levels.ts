/**
 * Creator levels (docs/datacentre.md, "Creator levels"): computed by the `datacentre.levels` job
 * from contribution and community signals, each level granting its rights as rows of
 * `user_privileges` (the existing privilege system, product-spec section 6). The privileges
 * the levels grant are theirs alone: the job writes them to match the level. No right skips the
 * DAO's review: scheduling still publishes only what the review passed.
 */
import {
  api,
  Code,
  type CreatorLevel,
  GatewayError,
  LEVEL_SIGNALS,
  type LevelRight,
  type LevelRule,
  type LevelSignal,
  type PublicCreatorCounts,
} from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import type { Db, Queryable } from "../../db/db.js";
import { piecesOf } from "./pieces.js";

/** The privileges the levels grant, with the value everyone has without a level's (migration 0080). */
export const LEVEL_PRIVILEGES = ["upload_limit_mb", "special_quota", "schedule_post", "verified_creator"] as const;

const rule = (
  level: number,
  name: string,
  requires: Record<LevelSignal, number>,
  rights: Partial<Record<(typeof LEVEL_PRIVILEGES)[number], number>>,
): LevelRule => ({
  level,
  name,
  requires,
  rights: Object.entries(rights).map(([privilege_code, val]) => ({ privilege_code, val: val as number })),
});

/** The levels, lowest first. A creator holds the highest level whose every requirement they meet. */
export const LEVEL_RULES: readonly LevelRule[] = [
  rule(0, "newcomer", { approved_pieces: 0, reads: 0, followers: 0, reviews_passed: 0, contribution: 0 }, {}),
  rule(
    1,
    "creator",
    { approved_pieces: 1, reads: 0, followers: 0, reviews_passed: 1, contribution: 10 },
    {
      upload_limit_mb: 200,
    },
  ),
  rule(
    2,
    "rising",
    { approved_pieces: 5, reads: 100, followers: 10, reviews_passed: 5, contribution: 100 },
    {
      upload_limit_mb: 500,
      special_quota: 3,
      schedule_post: 1,
    },
  ),
  rule(
    3,
    "established",
    { approved_pieces: 20, reads: 1_000, followers: 100, reviews_passed: 20, contribution: 1_000 },
    {
      upload_limit_mb: 1_000,
      special_quota: 5,
      schedule_post: 1,
      verified_creator: 1,
    },
  ),
  rule(
    4,
    "star",
    { approved_pieces: 100, reads: 10_000, followers: 1_000, reviews_passed: 100, contribution: 10_000 },
    {
      upload_limit_mb: 2_048,
      special_quota: 10,
      schedule_post: 1,
      verified_creator: 1,
    },
  ),
];

const meets = (signals: Record<LevelSignal, number>, r: LevelRule) =>
  LEVEL_SIGNALS.every((s) => signals[s] >= r.requires[s]);

/** The level the signals earn. */
export function levelOf(signals: Record<LevelSignal, number>): LevelRule {
  let held = LEVEL_RULES[0] as LevelRule;
  for (const r of LEVEL_RULES) if (meets(signals, r)) held = r;
  return held;
}

/** How far the next level is: each requirement with what the creator has, and the share met (0..1, each signal capped at its need). */
export function progressTo(signals: Record<LevelSignal, number>, next: LevelRule) {
  const progress = LEVEL_SIGNALS.map((signal) => ({ signal, have: signals[signal], need: next.requires[signal] }));
  const parts = progress.map((p) => (p.need === 0 ? 1 : Math.min(1, p.have / p.need)));
  return { progress, ratio: parts.reduce((a, b) => a + b, 0) / parts.length };
}

type Signals = Record<LevelSignal, number>;

/**
 * Every creator's signals (users with any piece, follower or contribution point):
 * - approved_pieces: articles, videos, wiki entries and courses online now, plus accepted wiki revisions;
 * - reads: reads of their pieces, all time, as rolled up;
 * - followers: followers now;
 * - reviews_passed: their submissions the DAO's review passed, including ones offline since
 *   (articles and courses with a pass time, accepted wiki revisions);
 * - contribution: their contribution points, all time.
 */
async function creatorSignals(q: Queryable, onlyUid?: number): Promise<Map<number, Signals>> {
  const only = (column: string) => (onlyUid === undefined ? sql`` : sql`AND ${sql.ref(column)} = ${onlyUid}`);
  const { rows } = await sql<{ uid: number; signal: LevelSignal; n: string }>`
    WITH owners AS (
      SELECT article_type AS kind, id, author_uid AS uid FROM articles WHERE status <> 'deleted' ${only("author_uid")}
      UNION SELECT 3, article_id, editor_uid FROM wiki_revisions WHERE state = 'approved' ${only("editor_uid")}
      UNION SELECT 4, id, author_uid FROM courses WHERE status <> 'deleted' ${only("author_uid")}
      UNION SELECT 5, id, author_uid FROM planet_topics WHERE true ${only("author_uid")}
    )
    SELECT uid, 'approved_pieces' AS signal, sum(n)::text AS n FROM (
      SELECT author_uid AS uid, count(*) AS n FROM articles WHERE status = 'online' ${only("author_uid")} GROUP BY 1
      UNION ALL SELECT author_uid, count(*) FROM courses WHERE status = 'online' ${only("author_uid")} GROUP BY 1
      UNION ALL SELECT editor_uid, count(*) FROM wiki_revisions WHERE state = 'approved' ${only("editor_uid")} GROUP BY 1
    ) a GROUP BY uid
    UNION ALL
    SELECT o.uid, 'reads', sum(d.reads)::text FROM owners o
      JOIN datacentre_piece_days d ON d.kind = o.kind AND d.piece_id = o.id GROUP BY o.uid
    UNION ALL
    SELECT followee_uid, 'followers', count(*)::text FROM user_follows WHERE true ${only("followee_uid")} GROUP BY 1
    UNION ALL
    SELECT uid, 'reviews_passed', sum(n)::text FROM (
      SELECT author_uid AS uid, count(*) AS n FROM articles WHERE passed_at IS NOT NULL ${only("author_uid")} GROUP BY 1
      UNION ALL SELECT author_uid, count(*) FROM courses WHERE passed_at IS NOT NULL ${only("author_uid")} GROUP BY 1
      UNION ALL SELECT editor_uid, count(*) FROM wiki_revisions WHERE state = 'approved' ${only("editor_uid")} GROUP BY 1
    ) r GROUP BY uid
    UNION ALL
    SELECT u.uid, 'contribution', sum(l.points)::text FROM contribution_ledger l
      JOIN users u ON lower(u.wallet_addr) = l.wallet WHERE true ${only("u.uid")} GROUP BY u.uid`.execute(q.kysely);
  const out = new Map<number, Signals>();
  for (const r of rows) {
    let s = out.get(r.uid);
    if (!s) {
      s = { approved_pieces: 0, reads: 0, followers: 0, reviews_passed: 0, contribution: 0 };
      out.set(r.uid, s);
    }
    s[r.signal] += Number(r.n);
  }
  return out;
}

/**
 * Recomputes every creator's level and writes the rights it grants, in one transaction: the
 * levels' privileges of each creator are set to their level's values, and removed (back to the
 * default) where their level grants none. Answers the creators computed.
 */
export function recomputeLevels(db: Db): Promise<number> {
  return db.tx((q) => recomputeLevelsIn(q));
}

/** `recomputeLevels` inside a transaction the caller holds. */
export async function recomputeLevelsIn(q: Queryable): Promise<number> {
  {
    const signals = await creatorSignals(q);
    const uids: number[] = [];
    const levels: number[] = [];
    const json: string[] = [];
    const grantUid: number[] = [];
    const grantCode: string[] = [];
    const grantVal: number[] = [];
    for (const [uid, s] of signals) {
      const held = levelOf(s);
      uids.push(uid);
      levels.push(held.level);
      json.push(JSON.stringify(s));
      for (const right of held.rights) {
        grantUid.push(uid);
        grantCode.push(right.privilege_code);
        grantVal.push(right.val);
      }
    }
    await sql`INSERT INTO creator_levels (uid, level, signals, computed_at)
      SELECT l.uid, l.level, l.signals::jsonb, now()
        FROM unnest(${uids}::int[], ${levels}::smallint[], ${json}::text[]) AS l(uid, level, signals)
      ON CONFLICT (uid) DO UPDATE SET level = EXCLUDED.level, signals = EXCLUDED.signals, computed_at = EXCLUDED.computed_at`.execute(
      q.kysely,
    );
    // A creator who has no signal any more (everything deleted) drops to level 0.
    await sql`UPDATE creator_levels SET level = 0, signals = '{}'::jsonb, computed_at = now()
      WHERE level <> 0 AND uid <> ALL(${uids}::int[])`.execute(q.kysely);
    await sql`DELETE FROM user_privileges p
      WHERE p.privilege_code IN (${sql.join([...LEVEL_PRIVILEGES])})
        AND NOT EXISTS (SELECT 1 FROM unnest(${grantUid}::int[], ${grantCode}::text[]) AS g(uid, code)
                         WHERE g.uid = p.uid AND g.code = p.privilege_code)`.execute(q.kysely);
    await sql`INSERT INTO user_privileges (uid, privilege_code, val)
      SELECT g.uid, g.code, g.val FROM unnest(${grantUid}::int[], ${grantCode}::text[], ${grantVal}::int[]) AS g(uid, code, val)
      ON CONFLICT (uid, privilege_code) DO UPDATE SET val = EXCLUDED.val, updated_at = now()
        WHERE user_privileges.val IS DISTINCT FROM EXCLUDED.val`.execute(q.kysely);
    return uids.length;
  }
}

const ruleOf = (level: number) => LEVEL_RULES.find((r) => r.level === level) ?? (LEVEL_RULES[0] as LevelRule);

async function storedLevel(q: Queryable, uid: number) {
  return q.kysely
    .selectFrom("creator_levels")
    .select(["level", "signals", "computed_at"])
    .where("uid", "=", uid)
    .executeTakeFirst();
}

const asSignals = (json: unknown): Signals => {
  const s = (json ?? {}) as Partial<Signals>;
  return Object.fromEntries(LEVEL_SIGNALS.map((k) => [k, Number(s[k] ?? 0)])) as Signals;
};

export const levelHandlers = {
  datacentre_level: handle(api.datacentre_msrv.datacentre_level, async (_params, ctx): Promise<CreatorLevel> => {
    const row = await storedLevel(ctx.db, ctx.session.uid);
    const held = ruleOf(row?.level ?? 0);
    const signals = asSignals(row?.signals);
    const next = LEVEL_RULES.find((r) => r.level === held.level + 1);
    return {
      level: held.level,
      name: held.name,
      rights: held.rights as LevelRight[],
      signals,
      next: next ? { level: next.level, name: next.name, ...progressTo(signals, next) } : null,
      levels: [...LEVEL_RULES],
      computed_at: row ? new Date(row.computed_at).toISOString() : null,
    };
  }),
  datacentre_public: handle(
    api.datacentre_msrv.datacentre_public,
    async ({ uid }, ctx): Promise<PublicCreatorCounts> => {
      const user = await ctx.db.kysely.selectFrom("users").select("uid").where("uid", "=", uid).executeTakeFirst();
      if (!user) throw new GatewayError(Code.NotFound);
      const held = ruleOf((await storedLevel(ctx.db, uid))?.level ?? 0);
      const mine = await piecesOf(ctx.db, uid);
      const { rows } = await sql<{ pieces: number; followers: number; likes: number; views: number }>`SELECT
        (SELECT count(*)::int FROM articles WHERE author_uid = ${uid} AND status = 'online')
          + (SELECT count(*)::int FROM courses WHERE author_uid = ${uid} AND status = 'online')
          + (SELECT count(*)::int FROM planet_topics WHERE author_uid = ${uid}) AS pieces,
        (SELECT count(*)::int FROM user_follows WHERE followee_uid = ${uid}) AS followers,
        (SELECT coalesce(sum(like_count), 0)::int FROM articles WHERE author_uid = ${uid} AND status = 'online')
          + (SELECT coalesce(sum(like_count), 0)::int FROM planet_topics WHERE author_uid = ${uid}) AS likes,
        (SELECT coalesce(sum(d.views), 0)::int FROM datacentre_piece_days d
           JOIN unnest(${mine.kinds}::smallint[], ${mine.ids}::int[]) AS m(kind, piece_id)
             ON m.kind = d.kind AND m.piece_id = d.piece_id) AS views`.execute(ctx.db.kysely);
      const counts = rows[0] ?? { pieces: 0, followers: 0, likes: 0, views: 0 };
      return {
        uid,
        level: held.level,
        level_name: held.name,
        verified: held.rights.some((r) => r.privilege_code === "verified_creator" && r.val > 0),
        ...counts,
      };
    },
  ),
};
