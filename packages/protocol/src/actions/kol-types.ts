import type { KolGender, KolPlatform, KolState } from "../rules/kol.js";
import type { AuthorBrief } from "./user.js";

/**
 * A KOL's scores, each 0 to 100 (docs/kol.md has the formulas): `a_i` audience influence,
 * `a_e` audience engagement, `i_i` content influence, `i_e` content engagement, `p_i` platform
 * influence; `score` is their mean. `computed_at` is when they were last computed (null before).
 */
export interface KolScores {
  a_i: number;
  a_e: number;
  i_i: number;
  i_e: number;
  p_i: number;
  score: number;
  computed_at: string | null;
}

/** The external platform pages of a KOL: a link per platform, "" where none. */
export type KolPlatformLinks = Record<KolPlatform, string>;

/** A KOL as the public list shows them. */
export interface KolSummary {
  kol_id: number;
  uid: number;
  /** The user behind the profile. */
  user: AuthorBrief;
  name: string;
  gender: KolGender;
  /** The synopsis' first characters (the detail has all of it). */
  synopsis: string;
  tags: string[];
  /** Radiating countries, ISO 3166-1 alpha-2 codes. */
  countries: string[];
  scores: KolScores;
  /** Their pages on Facebook, YouTube, Twitter and TikTok ("" where none is linked). */
  platforms: KolPlatformLinks;
  like_count: number;
  /** The caller liked this KOL (false when anonymous). */
  is_like: boolean;
  approved_at: string | null;
}

/** A KOL's public profile (contact details are not public). */
export interface KolProfile extends Omit<KolSummary, "synopsis"> {
  synopsis: string;
  /** An uploaded mp4 (`/uploads/...`) or an https link on a video site. */
  video_url: string;
  /** The caller is this KOL. */
  is_self: boolean;
}

/** An application as its owner and the operators see it: the profile, contact details and review. */
export interface KolApplication extends KolProfile {
  /** Never `none`: an application exists. */
  state: Exclude<KolState, "none">;
  /** The ISO code of the phone's area code, the calling code (`+86`) and the number as typed. */
  phone_country: string;
  phone_code: string;
  phone: string;
  /** The number in E.164 (`+8613812345678`). */
  phone_e164: string;
  email: string;
  /** The operator's last reason (refused or taken offline); "" when none. */
  reason: string;
  /** Counts the user's submissions: an operator's decision names the one it read. */
  revision: number;
  submitted_at: string;
  reviewed_at: string | null;
}

/** The caller's own application: `none` with no application, else its state and the application. */
export interface KolMine {
  state: KolState;
  application: KolApplication | null;
}

/** A like's outcome. */
export interface KolLike {
  kol_id: number;
  is_like: boolean;
  like_count: number;
}

/** A country as `country_list` answers it. */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the caller's language. */
  name: string;
  /** With its plus: `+86`. */
  calling_code: string;
}
