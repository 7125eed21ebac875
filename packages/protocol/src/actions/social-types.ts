import type { AuthorBrief } from "./user.js";

/**
 * Planets (circles) and their topics: what `appsocial_msrv` answers (docs/planets.md).
 * Dates are ISO 8601.
 */

/** The kinds of planet `circle_list` filters by (`circle_type`); the screens name them. */
export const CIRCLE_TYPES = {
  1: "tech",
  2: "defi",
  3: "nft",
  4: "gamefi",
  5: "dao",
  6: "other",
} as const;
export type CircleType = keyof typeof CIRCLE_TYPES;
export const CIRCLE_TYPE_IDS = Object.keys(CIRCLE_TYPES).map(Number) as CircleType[];

/**
 * Who may join: anyone (`none`), holders of a DAO NFT (`dao_nft`), holders of at least
 * `gate_amount` ICT or ICMS (`ict_balance`, `icms_balance`), or whoever paid `gate_amount` ICT to
 * the planet's owner on chain (`entry_fee`, the payment's `tx_hash` sent with `circle_join_in`).
 * A member whose holding drops below the rule keeps the membership but may not post.
 */
export const GATE_KINDS = ["none", "dao_nft", "ict_balance", "icms_balance", "entry_fee"] as const;
export type GateKind = (typeof GATE_KINDS)[number];
/** The kinds that need a `gate_amount` (in wei, as a decimal string). */
export const GATE_KINDS_WITH_AMOUNT: readonly GateKind[] = ["ict_balance", "icms_balance", "entry_fee"];

export const PLANET_LIMITS = {
  /** A planet's name, like a special's (product-spec section 5). */
  nameMaxChars: 30,
  introMaxChars: 200,
  /** A topic's intro (its name is a title: 100 characters). */
  topicIntroMaxChars: 200,
  /** Images of one topic. */
  imagesMax: 9,
  /** Attachments of one topic. */
  attachmentsMax: 5,
  attachmentNameMaxChars: 100,
  /** Digits of a gate amount in wei. */
  gateAmountMaxDigits: 40,
} as const;

/**
 * The per-user posting limit, shared by every gateway instance (Redis) or counted in one process:
 * a topic at most once per `topicIntervalSeconds`, a comment once per `commentIntervalSeconds`.
 * Past it a post answers 802009 with `PostingLimited` in `data`.
 */
export const POSTING_LIMITS = {
  topicIntervalSeconds: 10,
  commentIntervalSeconds: 3,
} as const;

/** `data` of an 802009 refusal: when the caller may post again. */
export interface PostingLimited {
  /** Whole seconds to wait, at least 1. */
  retry_after: number;
  /** The moment the next post is accepted. */
  retry_at: string;
}

/** The caller's standing in a planet (all false for an anonymous caller). */
export interface PlanetViewer {
  is_owner: boolean;
  is_joined: boolean;
  /** May post a topic now: owner, or member of a public planet, holding what the gate asks. */
  can_post: boolean;
  /** May comment and like: a member (or the owner) holding what the gate asks. */
  can_comment: boolean;
}

/** A planet in lists. */
export interface PlanetSummary {
  circle_id: number;
  name: string;
  icon_url: string;
  introduction: string;
  tags: string[];
  circle_type: CircleType;
  /** 0 private: only the owner posts; 1 public: every member posts. */
  is_public: 0 | 1;
  gate_kind: GateKind;
  /** In wei, a decimal string; null for `none` and `dao_nft`. */
  gate_amount: string | null;
  owner: AuthorBrief;
  /** Members, the owner included. */
  member_count: number;
  topic_count: number;
  created_at: string;
  viewer: PlanetViewer;
}

/** A planet's page: its summary and its newest members. */
export interface Planet extends PlanetSummary {
  updated_at: string;
  /** Up to 8 members, newest first, for the header. */
  recent_members: AuthorBrief[];
}

export interface PlanetMember {
  user: AuthorBrief;
  is_owner: boolean;
  joined_at: string;
}

export interface JoinResult {
  circle_id: number;
  is_joined: boolean;
  member_count: number;
}

export interface TopicAttachment {
  /** The file's name as shown. */
  name: string;
  /** A file the gateway stores (from `awsupload`). */
  url: string;
}

/** A topic as the feed shows it. */
export interface Topic {
  topic_id: number;
  circle_id: number;
  /** The planet's name and icon, for the feed of all joined planets. */
  circle_name: string;
  circle_icon_url: string;
  name: string;
  icon_url: string;
  intro: string;
  /** Cleaned HTML (rich text). */
  content: string;
  image_urls: string[];
  /** An mp4 the gateway stores, or "". */
  video_url: string;
  attachments: TopicAttachment[];
  author: AuthorBrief;
  like_count: number;
  comment_count: number;
  created_at: string;
  /** The caller liked it. */
  is_liked: boolean;
  /** The caller may delete it: its author or the planet's owner. */
  can_delete: boolean;
}

export interface TopicComment {
  comment_id: number;
  topic_id: number;
  /** Plain text, as written (render it as text). */
  content: string;
  author: AuthorBrief;
  created_at: string;
  /** The caller may delete it: its author or the planet's owner. */
  can_delete: boolean;
}

export interface TopicLikeResult {
  topic_id: number;
  is_liked: true;
  like_count: number;
}

export interface DeleteResult {
  deleted: true;
}
