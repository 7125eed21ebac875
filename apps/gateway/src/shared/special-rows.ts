import type { ContentStatus, SpecialDetail, SpecialSummary, SpecialType } from "@icms/protocol";
import type { InferResult, Kysely } from "kysely";
import type { DB } from "../db/schema.js";
import { authorOf } from "./authors.js";
import { iso } from "./dates.js";

/** Specials `s` with their owner `u` and whether `viewer` (0 when anonymous) follows each. */
export function specialsWithOwner(db: Kysely<DB>, viewer: number) {
  return db
    .selectFrom("specials as s")
    .innerJoin("users as u", "u.uid", "s.owner_uid")
    .select((eb) => [
      "s.id",
      "s.special_type",
      "s.owner_uid",
      "s.name",
      "s.abstract",
      "s.cover_url",
      "s.tags",
      "s.status",
      "s.is_open",
      "s.passed_at",
      "s.follow_count",
      "s.article_count",
      "s.created_at",
      "s.updated_at",
      "u.nickname",
      "u.avatar_url",
      "u.wallet_addr",
      eb
        .exists(
          eb
            .selectFrom("special_follows as f")
            .select("f.uid")
            .whereRef("f.special_id", "=", "s.id")
            .where("f.uid", "=", viewer),
        )
        .$castTo<boolean>()
        .as("is_follow"),
    ]);
}

type SpecialRow = InferResult<ReturnType<typeof specialsWithOwner>>[number];

export function toSpecialSummary(row: SpecialRow): SpecialSummary {
  return {
    special_id: row.id,
    special_type: row.special_type as SpecialType,
    name: row.name,
    abstract: row.abstract,
    cover_url: row.cover_url,
    tags: row.tags ?? [],
    owner: authorOf(row, row.owner_uid),
    follow_count: row.follow_count,
    article_count: row.article_count,
    status: row.status as ContentStatus,
    is_open: row.is_open ? 1 : 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toSpecialDetail(row: SpecialRow, viewer: number | undefined): SpecialDetail {
  return {
    ...toSpecialSummary(row),
    is_follow: row.is_follow ?? false,
    is_owner: viewer === row.owner_uid,
    passed: row.passed_at !== null,
  };
}
