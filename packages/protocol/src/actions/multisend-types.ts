/**
 * One-click multi-send: a user's connected accounts on social networks, and the sends of their
 * published items to them (docs/multisend.md). Dates are ISO 8601.
 */

/** The networks an item can be sent to, in the order the screen lists them. */
export const MULTISEND_NETWORKS = ["x", "telegram", "discord", "facebook", "mastodon", "vk"] as const;
export type MultisendNetwork = (typeof MULTISEND_NETWORKS)[number];

/** What a credential field holds: `url` is an https address, `id` a network's id, `token` free text. */
export type CredentialKind = "text" | "url" | "id" | "token";

export interface CredentialField {
  /** The field's key in `credentials` (and in the screen's strings). */
  key: string;
  kind: CredentialKind;
  /** Encrypted at rest, shown masked (`••••abcd`), never sent back. */
  secret: boolean;
  /**
   * Required on a new account. X takes either the four OAuth 1.0a fields or a bearer token
   * (`group` names which); the other networks need every field.
   */
  required: boolean;
  /** Fields of the same group are given together (X: `oauth1` or `bearer`). */
  group?: string;
}

/**
 * The credentials each network takes. X posts with OAuth 1.0a user context (api key and
 * secret, access token and secret) or an OAuth 2 user bearer token; Telegram with a bot token
 * to a chat; Discord through a webhook; Facebook to a page with its page access token;
 * Mastodon to an instance with an access token; VK to a community wall.
 */
export const NETWORK_FIELDS: Readonly<Record<MultisendNetwork, readonly CredentialField[]>> = {
  x: [
    { key: "api_key", kind: "token", secret: true, required: false, group: "oauth1" },
    { key: "api_secret", kind: "token", secret: true, required: false, group: "oauth1" },
    { key: "access_token", kind: "token", secret: true, required: false, group: "oauth1" },
    { key: "access_token_secret", kind: "token", secret: true, required: false, group: "oauth1" },
    { key: "bearer_token", kind: "token", secret: true, required: false, group: "bearer" },
  ],
  telegram: [
    { key: "bot_token", kind: "token", secret: true, required: true },
    { key: "chat_id", kind: "text", secret: false, required: true },
  ],
  discord: [{ key: "webhook_url", kind: "url", secret: true, required: true }],
  facebook: [
    { key: "app_id", kind: "id", secret: false, required: true },
    { key: "page_id", kind: "id", secret: false, required: true },
    { key: "page_access_token", kind: "token", secret: true, required: true },
  ],
  mastodon: [
    { key: "instance_url", kind: "url", secret: false, required: true },
    { key: "access_token", kind: "token", secret: true, required: true },
  ],
  vk: [
    { key: "access_token", kind: "token", secret: true, required: true },
    { key: "group_id", kind: "id", secret: false, required: true },
  ],
};

export const MULTISEND_LIMITS = {
  /** Connected accounts of one user (805008 above). */
  accountsMax: 20,
  labelMaxChars: 40,
  /** One credential value. */
  credentialMaxChars: 500,
  /** Accounts one send goes to. */
  targetsMax: 20,
  idempotencyKeyMinChars: 8,
  idempotencyKeyMaxChars: 64,
} as const;

/** One network as `multisend_network_list` answers it. */
export interface MultisendNetworkInfo {
  network: MultisendNetwork;
  fields: readonly CredentialField[];
  /** The longest text the network takes in one post (the title is shortened to fit with the link). */
  max_text_chars: number;
  /** Whether the post carries the cover as an image (otherwise the link's preview shows it). */
  posts_image: boolean;
}

/** `active`, or `needs_reconnect` when the network refused the credentials and who-am-I failed too. */
export type AccountStatus = "active" | "needs_reconnect";

export interface MultisendAccount {
  account_id: number;
  network: MultisendNetwork;
  label: string;
  /** Every field of the network: plain ones as stored, secret ones masked (`••••abcd`), "" when unset. */
  credentials: Record<string, string>;
  status: AccountStatus;
  /** Who the network says the credentials belong to, from the last check ("" before one). */
  remote_name: string;
  checked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** queued → sending → sent, failed or unknown (a time-out: may or may not be posted). */
export const TARGET_STATES = ["queued", "sending", "sent", "failed", "unknown"] as const;
export type TargetState = (typeof TARGET_STATES)[number];

/**
 * Why a target failed or is unknown:
 * - `auth`: the network refused the credentials and who-am-I failed too (account needs reconnect);
 * - `transient`: the network refused the post but the credentials still work (retry);
 * - `rejected`: the network refused the post itself (a 4xx other than auth and rate limit);
 * - `unavailable`: the network kept failing (5xx, connection refused) after the retries;
 * - `account_gone`: the account was removed before the post;
 * - `timeout`: no answer in time after the request was sent (unknown);
 * - `interrupted`: the gateway stopped during the call (unknown).
 */
export const TARGET_ERRORS = [
  "auth",
  "transient",
  "rejected",
  "unavailable",
  "account_gone",
  "timeout",
  "interrupted",
] as const;
export type TargetError = (typeof TARGET_ERRORS)[number];

export interface MultisendTarget {
  target_id: number;
  post_id: number;
  account_id: number;
  network: MultisendNetwork;
  account_label: string;
  state: TargetState;
  /** The network's id of the post, saved before the target counts as sent. */
  remote_id: string;
  /** The post on the network, when its address is known ("" otherwise). */
  remote_url: string;
  error_kind: TargetError | null;
  /** The network's own words about the failure, shortened ("" when none). */
  error_detail: string;
  attempts: number;
  /** When a rate-limited or failing target is tried again (null when not waiting). */
  next_attempt_at: string | null;
  updated_at: string;
}

/** The item a send carries: its title, its link on the platform and its cover. */
export interface MultisendItem {
  item_id: number;
  /** 1 article, 2 video, 3 wiki. */
  article_type: number;
  is_howto: boolean;
  title: string;
  url: string;
  cover_url: string;
}

export interface MultisendPost {
  post_id: number;
  item: MultisendItem;
  targets: MultisendTarget[];
  created_at: string;
}

/** One failure notice per failed or unknown target: it links to the item and the post, and offers a retry. */
export interface MultisendNotice {
  notice_id: number;
  post_id: number;
  item: MultisendItem;
  target: MultisendTarget;
  created_at: string;
}
