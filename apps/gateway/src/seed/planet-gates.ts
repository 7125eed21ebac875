/**
 * Demo gated planets, one per language: DAO NFT holders (carol and alice have staked NFTs on the
 * development chain), ICT holders (every demo user holds 10,000 ICT there) and an entry fee
 * (no member has paid yet, so only its star lord is in it). Counters are set from the rows.
 */
import type { CircleType, GateKind } from "@icms/protocol";
import { parseEther } from "viem";
import type { Queryable } from "../db/db.js";
import { cleanRichText } from "../shared/rich-text.js";

interface DemoGatedPlanet {
  owner: string;
  name: string;
  introduction: string;
  tags: string[];
  circle_type: CircleType;
  gate_kind: Exclude<GateKind, "none">;
  gate_amount: string | null;
  members: string[];
  topic: { name: string; intro: string; body: string };
  comment?: { by: string; text: string };
}

const GATED: DemoGatedPlanet[] = [
  {
    owner: "carol",
    name: "DAO NFT Holders' Hall",
    introduction: "For holders of a DAO NFT, held or staked. Proposals are drafted here before they go to a vote.",
    tags: ["dao", "governance"],
    circle_type: 5,
    gate_kind: "dao_nft",
    gate_amount: null,
    members: ["alice"],
    topic: {
      name: "Drafting the next treasury proposal",
      intro: "What should the next quarter's grants cover?",
      body: "<p>Three candidates so far: <strong>audits</strong> for community tools, a translation fund, and node operators in new regions.</p>",
    },
    comment: { by: "alice", text: "Translation first: half of our members read Chinese or Russian." },
  },
  {
    owner: "alice",
    name: "ICT 持有者俱乐部",
    introduction: "持有至少 1,000 ICT 的成员在这里交流贡献挖矿与生态应用。",
    tags: ["ICT", "挖矿"],
    circle_type: 2,
    gate_kind: "ict_balance",
    gate_amount: parseEther("1000").toString(),
    members: ["bob", "dave"],
    topic: {
      name: "贡献挖矿的第一个月",
      intro: "我们统计了本月的贡献奖励分布。",
      body: "<p>本月共有 <strong>312</strong> 位作者获得奖励，中位数为 48 ICT。</p>",
    },
    comment: { by: "bob", text: "奖励的计算规则能公开一下吗？" },
  },
  {
    owner: "dave",
    name: "Клуб аналитиков (взнос)",
    introduction: "Вход по взносу 50 ICT владельцу планеты. Еженедельные разборы рынка.",
    tags: ["аналитика", "рынок"],
    circle_type: 2,
    gate_kind: "entry_fee",
    gate_amount: parseEther("50").toString(),
    members: [],
    topic: {
      name: "Разбор недели: ликвидность на BSC",
      intro: "Куда ушла ликвидность после снижения комиссий.",
      body: "<p>Объём пулов со стейблкоинами вырос на <strong>18%</strong>, а доля мелких пулов упала.</p>",
    },
  },
];

const HOUR_MS = 3_600_000;

/** Writes the demo gated planets; answers how many. `images` are demo uploads. */
export async function seedGatedPlanets(
  q: Queryable,
  uids: ReadonlyMap<string, number>,
  images: string[],
  now: Date,
): Promise<number> {
  const uid = (name: string) => {
    const id = uids.get(name);
    if (id === undefined) throw new Error(`demo user ${name} missing`);
    return id;
  };
  for (const [p, planet] of GATED.entries()) {
    const members = [planet.owner, ...planet.members];
    const created = new Date(now.getTime() - (72 - p * 12) * HOUR_MS);
    const row = await q.kysely
      .insertInto("planets")
      .values({
        owner_uid: uid(planet.owner),
        name: planet.name,
        icon_url: images[(p + 2) % images.length] as string,
        introduction: planet.introduction,
        tags: planet.tags,
        circle_type: planet.circle_type,
        is_public: true,
        gate_kind: planet.gate_kind,
        gate_amount: planet.gate_amount,
        member_count: members.length,
        topic_count: 1,
        created_at: created,
        updated_at: created,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await q.kysely
      .insertInto("planet_members")
      .values(members.map((name) => ({ circle_id: row.id, uid: uid(name), joined_at: created })))
      .execute();
    const likers = planet.members.slice(0, 1);
    const topic = await q.kysely
      .insertInto("planet_topics")
      .values({
        circle_id: row.id,
        author_uid: uid(planet.owner),
        name: planet.topic.name,
        intro: planet.topic.intro,
        content: cleanRichText(planet.topic.body),
        icon_url: images[(p + 3) % images.length] as string,
        like_count: likers.length,
        comment_count: planet.comment ? 1 : 0,
        created_at: new Date(created.getTime() + HOUR_MS),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (planet.comment) {
      await q.kysely
        .insertInto("planet_comments")
        .values({ topic_id: topic.id, author_uid: uid(planet.comment.by), content: planet.comment.text })
        .execute();
    }
    for (const name of likers) {
      await q.kysely
        .insertInto("planet_likes")
        .values({ topic_id: topic.id, uid: uid(name) })
        .execute();
    }
  }
  return GATED.length;
}
