import type { AuthorBrief, Country, KolApplication, KolSummary } from "@icms/protocol";

/** The KOL (uid 3) and another user (uid 5). */
const KOL_USER: AuthorBrief = {
  uid: 3,
  nickname: "Alice",
  avatar_url: "",
  wallet_addr: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
};

export const COUNTRIES: Country[] = [
  { code: "CN", name: "China", calling_code: "+86" },
  { code: "DE", name: "Germany", calling_code: "+49" },
  { code: "US", name: "United States", calling_code: "+1" },
];

const AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

export function kolSummary(changes: Partial<KolSummary> = {}): KolSummary {
  return {
    kol_id: 7,
    uid: KOL_USER.uid,
    user: KOL_USER,
    name: "Alice Chen",
    gender: "female",
    synopsis: "DeFi researcher.",
    tags: ["defi", "layer2"],
    countries: ["CN", "DE"],
    scores: { a_i: 80, a_e: 60, i_i: 70, i_e: 50, p_i: 40, score: 60, computed_at: AN_HOUR_AGO },
    platforms: { facebook: "", youtube: "https://www.youtube.com/@alice", twitter: "", tiktok: "" },
    like_count: 2,
    is_like: false,
    approved_at: AN_HOUR_AGO,
    ...changes,
  };
}

export function application(changes: Partial<KolApplication> = {}): KolApplication {
  return {
    ...kolSummary(),
    synopsis: "DeFi researcher writing about rollups.",
    video_url: "https://www.youtube.com/watch?v=abc",
    is_self: true,
    state: "under_review",
    phone_country: "CN",
    phone_code: "+86",
    phone: "13812345678",
    phone_e164: "+8613812345678",
    email: "alice@example.com",
    reason: "",
    revision: 2,
    submitted_at: AN_HOUR_AGO,
    reviewed_at: null,
    ...changes,
  };
}
