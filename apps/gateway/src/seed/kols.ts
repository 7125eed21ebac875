import { kolPhoneE164 } from "@icms/protocol";
import { sql } from "kysely";
import { grantPrivilege } from "./privileges.js";
import type { Queryable } from "../db/db.js";
import { scoreKol } from "../services/kol/scores.js";

type DemoState = "under_review" | "approved" | "not_approved" | "offline";

interface DemoKol {
  user: string;
  state: DemoState;
  name: string;
  gender: "male" | "female" | "secrecy";
  phone: [country: string, number: string];
  synopsis: string;
  tags: string[];
  countries: string[];
  platforms: Partial<Record<"facebook" | "youtube" | "twitter" | "tiktok", string>>;
  /** The operator's reason (not approved, offline), in the applicant's language. */
  reason?: string;
  /** An https video link; the demo's own uploaded video otherwise. */
  video?: string;
}

/**
 * The demo KOLs: the writers' own profiles, so their articles, videos, followers, planets and
 * reviews feed the scores. Every state is shown: approved (alice, bob, carol, lena), under
 * review (mira), not approved (tomas), offline (kenji), and none (dave, the operator).
 * The phone numbers and e-mail addresses are made up. Development only.
 */
const DEMO_KOLS: DemoKol[] = [
  {
    user: "alice",
    state: "approved",
    name: "Alice Chen",
    gender: "female",
    phone: ["US", "202 555 0143"],
    synopsis:
      "Layer-2 researcher. Weekly deep dives into rollups, data availability and bridge security, written for builders who ship.",
    tags: ["Rollups", "Layer2", "Security"],
    countries: ["US", "CA", "GB"],
    platforms: { youtube: "https://www.youtube.com/@alicechen-l2", twitter: "https://x.com/alicechen_l2" },
    video: "https://www.youtube.com/watch?v=jfKfPfyJRdk",
  },
  {
    user: "bob",
    state: "approved",
    name: "王博",
    gender: "male",
    phone: ["CN", "139 1234 5678"],
    synopsis: "链上数据分析师，专注 DeFi 协议的资金流向与风险监测，每周发布中文研报与视频解读。",
    tags: ["DeFi", "链上数据"],
    countries: ["CN", "SG", "MY"],
    platforms: { twitter: "https://twitter.com/wangbo_onchain", tiktok: "https://www.tiktok.com/@wangbo.onchain" },
  },
  {
    user: "carol",
    state: "approved",
    name: "Карина Орлова",
    gender: "female",
    phone: ["RU", "912 345-67-89"],
    synopsis: "Пишу о DAO и управлении сообществами: разборы голосований, казначейств и делегирования простым языком.",
    tags: ["DAO", "Управление"],
    countries: ["RU", "KZ", "BY"],
    platforms: { youtube: "https://www.youtube.com/@karina-dao", facebook: "https://www.facebook.com/karina.dao" },
  },
  {
    user: "lena",
    state: "approved",
    name: "Лена Смирнова",
    gender: "secrecy",
    phone: ["RU", "916 123-45-67"],
    synopsis: "NFT и цифровое искусство: интервью с художниками, обзоры коллекций и советы начинающим коллекционерам.",
    tags: ["NFT", "Искусство"],
    countries: ["RU", "AM", "GE"],
    platforms: { tiktok: "https://www.tiktok.com/@lena.nft" },
  },
  {
    user: "mira",
    state: "under_review",
    name: "Mira Patel",
    gender: "female",
    phone: ["GB", "07911 123456"],
    synopsis: "Explains wallets, self-custody and on-chain safety to people who just bought their first token.",
    tags: ["Wallets", "Education"],
    countries: ["GB", "IN"],
    platforms: { youtube: "https://youtu.be/mira-wallets", twitter: "https://x.com/mirapatel_web3" },
  },
  {
    user: "kenji",
    state: "offline",
    name: "林健",
    gender: "male",
    phone: ["CN", "137 1234 5678"],
    synopsis: "GameFi 玩家与评测作者，分享链游经济模型分析与新项目体验。",
    tags: ["GameFi", "评测"],
    countries: ["CN", "TW"],
    platforms: { twitter: "https://x.com/linjian_gamefi" },
    reason: "视频中推广的项目未披露赞助关系，请补充说明后重新提交。",
  },
  {
    user: "tomas",
    state: "not_approved",
    name: "Томас Берг",
    gender: "male",
    phone: ["RU", "903 123-45-67"],
    synopsis: "Трейдинг и сигналы.",
    tags: ["Трейдинг"],
    countries: ["RU"],
    platforms: {},
    reason: "Описание слишком короткое, а видео не показывает автора. Дополните анкету и отправьте снова.",
  },
];

/**
 * Adds the demo KOLs of `DEMO_KOLS` for the users of `uids` (by name), likes between them, and
 * their scores computed from the demo content already seeded; `operator` reviews them.
 */
export async function seedKols(
  q: Queryable,
  uids: ReadonlyMap<string, number>,
  operator: number,
  video: string,
  now: Date,
): Promise<number> {
  await grantPrivilege(q, operator, "review_kol");
  const ids: { id: number; uid: number; state: DemoState }[] = [];
  for (const [i, kol] of DEMO_KOLS.entries()) {
    const uid = uids.get(kol.user);
    if (uid === undefined) continue;
    const [country, phone] = kol.phone;
    const submitted = new Date(now.getTime() - (30 - i * 3) * 86_400_000);
    const decided = kol.state === "under_review" ? null : new Date(submitted.getTime() + 86_400_000);
    const row = await q.kysely
      .insertInto("kols")
      .values({
        uid,
        state: kol.state,
        name: kol.name,
        gender: kol.gender,
        phone_country: country,
        phone,
        phone_e164: kolPhoneE164(country, phone),
        email: `${kol.user}@example.org`,
        synopsis: kol.synopsis,
        tags: kol.tags,
        tag_keys: kol.tags.map((tag) => tag.toLowerCase()),
        video_url: kol.video ?? video,
        countries: kol.countries,
        facebook_url: kol.platforms.facebook ?? "",
        youtube_url: kol.platforms.youtube ?? "",
        twitter_url: kol.platforms.twitter ?? "",
        tiktok_url: kol.platforms.tiktok ?? "",
        reason: kol.reason ?? "",
        reviewer_uid: decided ? operator : null,
        submitted_at: submitted,
        reviewed_at: decided,
        approved_at: kol.state === "approved" || kol.state === "offline" ? decided : null,
        created_at: submitted,
        updated_at: decided ?? submitted,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push({ id: row.id, uid, state: kol.state });
  }
  // A few other demo users like each listed KOL (more for the later ones).
  const listed = ids.filter((kol) => kol.state === "approved");
  for (const [i, kol] of listed.entries()) {
    const fans = [...uids.values()].filter((uid) => uid !== kol.uid).slice(0, 2 + i);
    for (const fan of fans) await q.kysely.insertInto("kol_likes").values({ kol_id: kol.id, uid: fan }).execute();
    await q.kysely
      .updateTable("kols")
      .set({ like_count: sql<number>`(SELECT count(*)::int FROM kol_likes WHERE kol_id = ${kol.id})` })
      .where("id", "=", kol.id)
      .execute();
  }
  for (const kol of ids) await scoreKol(q, kol.id);
  return ids.length;
}
