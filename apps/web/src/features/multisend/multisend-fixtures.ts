import {
  MULTISEND_NETWORKS,
  type MultisendAccount,
  type MultisendNetworkInfo,
  type MultisendNotice,
  type MultisendPost,
  type MultisendTarget,
  NETWORK_FIELDS,
} from "@icms/protocol";

const AT = "2026-11-25T09:00:00.000Z";

/** The six networks as the gateway lists them. */
export const NETWORKS: MultisendNetworkInfo[] = MULTISEND_NETWORKS.map((network) => ({
  network,
  fields: NETWORK_FIELDS[network],
  max_text_chars: 500,
  posts_image: false,
}));

export function account(id: number, changes: Partial<MultisendAccount> = {}): MultisendAccount {
  return {
    account_id: id,
    network: "mastodon",
    label: "",
    credentials: { instance_url: "https://social.example", access_token: "••••abcd" },
    status: "active",
    remote_name: "@alice",
    checked_at: AT,
    created_at: AT,
    updated_at: AT,
    ...changes,
  };
}

export function target(id: number, changes: Partial<MultisendTarget> = {}): MultisendTarget {
  return {
    target_id: id,
    post_id: 1,
    account_id: 1,
    network: "mastodon",
    account_label: "",
    state: "queued",
    remote_id: "",
    remote_url: "",
    error_kind: null,
    error_detail: "",
    attempts: 0,
    next_attempt_at: null,
    updated_at: AT,
    ...changes,
  };
}

const ITEM: MultisendPost["item"] = {
  item_id: 42,
  article_type: 1,
  is_howto: false,
  title: "Rollups explained",
  url: "http://127.0.0.1/appcms/spacex_article_detail?article_id=42&article_type=1",
  cover_url: "",
};

export function post(id: number, targets: MultisendTarget[]): MultisendPost {
  return { post_id: id, item: ITEM, targets, created_at: AT };
}

export function notice(id: number, of: MultisendTarget): MultisendNotice {
  return { notice_id: id, post_id: of.post_id, item: ITEM, target: of, created_at: AT };
}
