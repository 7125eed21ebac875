import type { ContentStatus, SpecialDetail, SpecialSummary, SpecialType } from "@icms/protocol";
import { authorOf, iso } from "./article-rows.js";

export interface SpecialRow {
  id: number;
  special_type: number;
  owner_uid: number;
  name: string;
  abstract: string;
  cover_url: string;
  tags: string[] | null;
  status: string;
  is_open: boolean;
  passed_at: Date | string | null;
  follow_count: number;
  article_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  nickname: string;
  avatar_url: string;
  wallet_addr: string;
  is_follow?: boolean;
}

/** `s` is the special, `u` its owner; `$viewer` is the caller's uid (0 when anonymous). */
export const specialColumns = (viewer: string) => `s.id, s.special_type, s.owner_uid, s.name, s.abstract, s.cover_url,
  s.tags, s.status, s.is_open, s.passed_at, s.follow_count, s.article_count, s.created_at, s.updated_at,
  u.nickname, u.avatar_url, u.wallet_addr,
  EXISTS (SELECT 1 FROM special_follows f WHERE f.special_id = s.id AND f.uid = ${viewer}) AS is_follow`;
export const SPECIAL_JOINS = "JOIN users u ON u.uid = s.owner_uid";

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
