import type { KolApplication, KolGender, KolProfile, KolSummary } from "@icms/protocol";
import { callingCodeOf } from "@icms/protocol";
import type { InferResult, Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

/** The public list shows this many characters of a synopsis. */
const SYNOPSIS_PREVIEW_CHARS = 160;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** KOLs `k` with their user `u` and whether `viewer` (0 when anonymous) liked each. */
export function kolRows(db: Kysely<DB>, viewer: number) {
  return db
    .selectFrom("kols as k")
    .innerJoin("users as u", "u.uid", "k.uid")
    .selectAll("k")
    .select((eb) => [
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
      eb
        .exists(
          eb.selectFrom("kol_likes as l").select("l.uid").whereRef("l.kol_id", "=", "k.id").where("l.uid", "=", viewer),
        )
        .$castTo<boolean>()
        .as("is_like"),
    ]);
}

export type KolRow = InferResult<ReturnType<typeof kolRows>>[number];

const round1 = (value: number) => Math.round(value * 10) / 10;

export function toKolSummary(row: KolRow): KolSummary {
  const synopsis = [...row.synopsis];
  return {
    kol_id: row.id,
    uid: row.uid,
    user: { uid: row.uid, nickname: row.nickname, avatar_url: row.avatar_url, wallet_addr: row.wallet_addr },
    name: row.name,
    gender: row.gender as KolGender,
    synopsis:
      synopsis.length > SYNOPSIS_PREVIEW_CHARS
        ? `${synopsis.slice(0, SYNOPSIS_PREVIEW_CHARS).join("")}…`
        : row.synopsis,
    tags: row.tags,
    countries: row.countries,
    scores: {
      a_i: round1(row.a_i),
      a_e: round1(row.a_e),
      i_i: round1(row.i_i),
      i_e: round1(row.i_e),
      p_i: round1(row.p_i),
      score: round1(row.score),
      computed_at: isoOrNull(row.scores_at),
    },
    platforms: {
      facebook: row.facebook_url,
      youtube: row.youtube_url,
      twitter: row.twitter_url,
      tiktok: row.tiktok_url,
    },
    like_count: row.like_count,
    is_like: row.is_like,
    approved_at: isoOrNull(row.approved_at),
  };
}

export function toKolProfile(row: KolRow, viewer: number): KolProfile {
  return {
    ...toKolSummary(row),
    synopsis: row.synopsis,
    video_url: row.video_url,
    is_self: row.uid === viewer,
  };
}

export function toKolApplication(row: KolRow, viewer: number): KolApplication {
  return {
    ...toKolProfile(row, viewer),
    state: row.state as KolApplication["state"],
    phone_country: row.phone_country,
    phone_code: callingCodeOf(row.phone_country),
    phone: row.phone,
    phone_e164: row.phone_e164,
    email: row.email,
    reason: row.reason,
    revision: row.revision,
    submitted_at: iso(row.submitted_at),
    reviewed_at: isoOrNull(row.reviewed_at),
  };
}
