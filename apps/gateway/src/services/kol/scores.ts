import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";

/** What the platform measures of a KOL's user (docs/kol.md, "Scores"). */
export interface KolSignals {
  /** Users following the KOL's user. */
  followers: number;
  /** Likes of the KOL profile. */
  profile_likes: number;
  /** Members of the planets the user owns, the user not counted. */
  planet_members: number;
  /** Planets the user owns. */
  planets: number;
  /** The user's online articles and videos, and their views, likes, comments and collects. */
  published: number;
  views: number;
  likes: number;
  comments: number;
  collects: number;
  /** DAO review decisions the user signed. */
  reviews: number;
}

export interface KolScoreValues {
  a_i: number;
  a_e: number;
  i_i: number;
  i_e: number;
  p_i: number;
  score: number;
}

/**
 * Where each score reaches 100: a signal at its cap scores 100, above it stays 100; in between
 * the score grows with the logarithm, so the first followers count more than the thousandth.
 */
export const SCORE_CAPS = {
  a_i: 10_000,
  a_e: 5_000,
  i_i: 1_000_000,
  i_e: 50_000,
  p_i: 1_000,
} as const;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** 100 · ln(1 + x) / ln(1 + cap), capped at 100 and rounded to one decimal; 0 for nothing. */
export function logScore(value: number, cap: number): number {
  if (!(value > 0)) return 0;
  return round1(Math.min(100, (100 * Math.log1p(value)) / Math.log1p(cap)));
}

/** The five scores and their mean (the list's order), from the signals. */
export function kolScores(s: KolSignals): KolScoreValues {
  const a_i = logScore(s.followers, SCORE_CAPS.a_i);
  const a_e = logScore(s.profile_likes + s.planet_members, SCORE_CAPS.a_e);
  const i_i = logScore(s.views, SCORE_CAPS.i_i);
  const i_e = logScore(s.likes + 2 * s.comments + 2 * s.collects, SCORE_CAPS.i_e);
  const p_i = logScore(s.published + 3 * s.planets + s.reviews, SCORE_CAPS.p_i);
  return { a_i, a_e, i_i, i_e, p_i, score: round1((a_i + a_e + i_i + i_e + p_i) / 5) };
}

/** Reads the signals of a KOL's user; undefined when there is no such KOL. */
async function readSignals(q: Queryable, kolId: number): Promise<KolSignals | undefined> {
  const result = await sql<{ [K in keyof KolSignals]: number | string }>`
    SELECT
      (SELECT count(*) FROM user_follows WHERE followee_uid = k.uid) AS followers,
      k.like_count AS profile_likes,
      (SELECT coalesce(sum(greatest(member_count - 1, 0)), 0) FROM planets WHERE owner_uid = k.uid) AS planet_members,
      (SELECT count(*) FROM planets WHERE owner_uid = k.uid) AS planets,
      c.published, c.views, c.likes, c.comments, c.collects,
      (SELECT count(*) FROM review_decisions WHERE reviewer_uid = k.uid) AS reviews
    FROM kols k
    CROSS JOIN LATERAL (
      SELECT count(*) AS published,
             coalesce(sum(view_count), 0) AS views,
             coalesce(sum(like_count), 0) AS likes,
             coalesce(sum(comment_count), 0) AS comments,
             coalesce(sum(collect_count), 0) AS collects
      FROM articles
      WHERE author_uid = k.uid AND status = 'online' AND article_type IN (1, 2)
    ) c
    WHERE k.id = ${kolId}`.execute(q.kysely);
  const row = result.rows[0];
  if (!row) return undefined;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as KolSignals;
}

/** Computes and stores one KOL's scores with the time computed. */
export async function scoreKol(q: Queryable, kolId: number): Promise<void> {
  const signals = await readSignals(q, kolId);
  if (!signals) return;
  await q.kysely
    .updateTable("kols")
    .set({ ...kolScores(signals), scores_at: sql<Date>`now()` })
    .where("id", "=", kolId)
    .execute();
}

/** Recomputes every listed KOL (the periodic job: follows, views and reviews change without a KOL call). */
export async function scoreListed(q: Queryable): Promise<void> {
  const rows = await q.kysely.selectFrom("kols").select("id").where("state", "=", "approved").orderBy("id").execute();
  for (const row of rows) await scoreKol(q, row.id);
}
