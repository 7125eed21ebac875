/** The multi-send rows as the calls answer them. */
import {
  ARTICLE_TYPE,
  type MultisendAccount,
  type MultisendItem,
  type MultisendNetwork,
  type MultisendTarget,
  maskSecret,
  NETWORK_FIELDS,
  type TargetError,
  type TargetState,
} from "@icms/protocol";
import type { Selectable } from "kysely";
import type { MultisendAccounts } from "../../db/schema.js";
import { boxBinding, type CredentialKeys } from "./credentials-box.js";

export type AccountRow = Selectable<MultisendAccounts>;

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** The plain fields of a row (ids, addresses), as stored. */
function plainFields(row: Pick<AccountRow, "plain_fields">): Record<string, string> {
  const value = row.plain_fields;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};
}

/** Every credential of an account, or undefined when its secrets cannot be opened (a lost key, tampering). */
export function accountCredentials(keys: CredentialKeys, row: AccountRow): Record<string, string> | undefined {
  if (row.secret_box === "") return undefined;
  const secrets = keys.open(row.secret_box, boxBinding(row.uid, row.network));
  return secrets ? { ...plainFields(row), ...secrets } : undefined;
}

/** An account as its owner sees it: plain fields as stored, secrets masked, never the secret. */
export function toAccount(keys: CredentialKeys, row: AccountRow): MultisendAccount {
  const network = row.network as MultisendNetwork;
  const plain = plainFields(row);
  const secrets = row.secret_box === "" ? {} : (keys.open(row.secret_box, boxBinding(row.uid, network)) ?? {});
  const credentials: Record<string, string> = {};
  for (const field of NETWORK_FIELDS[network]) {
    credentials[field.key] = field.secret ? maskSecret(secrets[field.key] ?? "") : (plain[field.key] ?? "");
  }
  return {
    account_id: row.id,
    network,
    label: row.label,
    credentials,
    status: row.status as MultisendAccount["status"],
    remote_name: row.remote_name,
    checked_at: iso(row.checked_at),
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
  };
}

export interface TargetRow {
  id: number;
  post_id: number;
  account_id: number;
  network: string;
  label: string;
  state: string;
  remote_id: string;
  remote_url: string;
  error_kind: string | null;
  error_detail: string;
  attempts: number;
  next_attempt_at: Date | string | null;
  updated_at: Date | string;
}

export function toTarget(row: TargetRow): MultisendTarget {
  return {
    target_id: row.id,
    post_id: row.post_id,
    account_id: row.account_id,
    network: row.network as MultisendNetwork,
    account_label: row.label,
    state: row.state as TargetState,
    remote_id: row.remote_id,
    remote_url: row.remote_url,
    error_kind: row.error_kind as TargetError | null,
    error_detail: row.error_detail,
    attempts: row.attempts,
    next_attempt_at: iso(row.next_attempt_at),
    updated_at: iso(row.updated_at) as string,
  };
}

export interface ItemRow {
  article_id: number;
  article_type: number;
  is_howto: boolean;
  title: string;
  link: string;
  cover_url: string;
}

export function toItem(row: ItemRow): MultisendItem {
  return {
    item_id: row.article_id,
    article_type: row.article_type,
    is_howto: row.is_howto,
    title: row.title,
    url: row.link,
    cover_url: row.cover_url,
  };
}

/** Where an item is read on the platform (the web app's detail screens). */
export function itemLink(origin: string, item: { id: number; article_type: number }): string {
  if (item.article_type === ARTICLE_TYPE.wiki) return `${origin}/appcms/compass_wiki_detail?article_id=${item.id}`;
  const screen = item.article_type === ARTICLE_TYPE.video ? "spacex_video_detail" : "spacex_article_detail";
  return `${origin}/appcms/${screen}?article_id=${item.id}`;
}

/** A cover as an absolute address, so the networks can fetch it. */
export function absoluteUrl(origin: string, url: string): string {
  if (url === "") return "";
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}
