/**
 * Demo planets: a public and a private planet in each language, with members, topics (rich text,
 * images, a video, an attachment), comments and likes. Counters are set from the rows written.
 */
import type { CircleType } from "@icms/protocol";
import type { Queryable } from "../db/db.js";
import { cleanRichText } from "../shared/rich-text.js";

interface DemoComment {
  by: string;
  text: string;
}

interface DemoTopic {
  by: string;
  name: string;
  intro: string;
  body: string;
  /** How many demo images it shows. */
  images?: number;
  video?: boolean;
  attachment?: string;
  comments: DemoComment[];
}

interface DemoPlanet {
  owner: string;
  name: string;
  introduction: string;
  tags: string[];
  circle_type: CircleType;
  is_public: boolean;
  members: string[];
  topics: DemoTopic[];
}

const PLANETS: DemoPlanet[] = [
  {
    owner: "alice",
    name: "Rollup Research Lab",
    introduction: "Open notes on rollups, sequencers and data availability. Every member posts.",
    tags: ["rollups", "layer2", "research"],
    circle_type: 1,
    is_public: true,
    members: ["dave", "mira", "bob", "carol"],
    topics: [
      {
        by: "alice",
        name: "Shared sequencers, one month in",
        intro: "What changed for our test rollup after moving to a shared sequencer.",
        body: "<p>Ordering is now <strong>shared</strong> with two other rollups. Cross-rollup bundles land in the same block, and our p99 inclusion time fell from 4 s to 1.2 s.</p><p>The cost: we no longer capture our own MEV.</p>",
        images: 2,
        comments: [
          { by: "dave", text: "Did you measure reorgs on the shared sequencer?" },
          { by: "alice", text: "Two shallow ones in a month, both resolved within a block." },
        ],
      },
      {
        by: "dave",
        name: "Blob fees after the upgrade",
        intro: "A week of blob prices and what they mean for posting batches.",
        body: "<p>Blob gas stayed at the minimum for most of the week. Batches of 120 kB now cost a few cents to post.</p>",
        video: true,
        comments: [{ by: "mira", text: "Useful data, thanks. Could you share the raw numbers?" }],
      },
      {
        by: "mira",
        name: "Fraud proof checklist",
        intro: "What to verify before trusting an optimistic rollup's withdrawals.",
        body: "<ul><li>Is the challenge period enforced on chain?</li><li>Can anyone submit a challenge?</li><li>Who can upgrade the bridge?</li></ul>",
        attachment: "fraud-proof-checklist.jpg",
        comments: [],
      },
    ],
  },
  {
    owner: "dave",
    name: "Yield Desk",
    introduction: "Dave's weekly view of on-chain yields. Only the star lord posts; members comment.",
    tags: ["defi", "yield"],
    circle_type: 2,
    is_public: false,
    members: ["alice", "mira"],
    topics: [
      {
        by: "dave",
        name: "Week 12: stablecoin yields compress",
        intro: "Lending rates fell across the large markets.",
        body: "<p>USDT lending fell from 7% to 4.5% as borrowing demand cooled. Staked ETH stays near 3.2%.</p>",
        images: 1,
        comments: [{ by: "alice", text: "Are you moving anything into fixed-rate markets?" }],
      },
    ],
  },
  {
    owner: "bob",
    name: "链上数据分析",
    introduction: "用链上数据看懂市场：地址画像、资金流向和协议指标，欢迎所有成员发帖。",
    tags: ["数据", "分析"],
    circle_type: 1,
    is_public: true,
    members: ["kenji", "dave", "lena"],
    topics: [
      {
        by: "bob",
        name: "如何识别交易所钱包",
        intro: "从充值地址的归集模式入手。",
        body: "<p>交易所会把用户的充值地址定期<strong>归集</strong>到热钱包。找到归集交易，就能把成千上万个地址聚成一个实体。</p>",
        images: 2,
        comments: [
          { by: "kenji", text: "归集的时间规律也很明显，通常是整点附近。" },
          { by: "bob", text: "没错，可以把时间分布作为第二个特征。" },
        ],
      },
      {
        by: "kenji",
        name: "稳定币流入与价格的关系",
        intro: "过去三个月的数据对比。",
        body: "<p>稳定币净流入交易所之后的一到两天，现货成交量通常会放大。</p>",
        attachment: "稳定币流入.jpg",
        comments: [{ by: "dave", text: "这个结论在熊市里也成立吗？" }],
      },
    ],
  },
  {
    owner: "kenji",
    name: "NFT 星主笔记",
    introduction: "Kenji 的 NFT 市场笔记，只有星主发帖，成员可以评论和点赞。",
    tags: ["NFT", "笔记"],
    circle_type: 3,
    is_public: false,
    members: ["bob", "lena"],
    topics: [
      {
        by: "kenji",
        name: "蓝筹 NFT 的地板价为何抗跌",
        intro: "持有人结构比价格更重要。",
        body: "<p>长期持有人占比越高，地板价越稳定。挂单比例低于 5% 的系列在下跌中表现最好。</p>",
        video: true,
        comments: [{ by: "lena", text: "挂单比例这个指标很实用，谢谢分享。" }],
      },
    ],
  },
  {
    owner: "carol",
    name: "Клуб разработчиков смарт-контрактов",
    introduction: "Разбираем аудиты, паттерны и ошибки в контрактах. Публикуют все участники.",
    tags: ["solidity", "аудит"],
    circle_type: 1,
    is_public: true,
    members: ["lena", "tomas", "alice"],
    topics: [
      {
        by: "carol",
        name: "Повторный вход: три свежих случая",
        intro: "Как защита от reentrancy снова оказалась неполной.",
        body: "<p>Во всех трёх случаях модификатор <code>nonReentrant</code> стоял не на той функции. Проверяйте все внешние вызовы, а не только вывод средств.</p>",
        images: 1,
        attachment: "reentrancy-cases.jpg",
        comments: [
          { by: "tomas", text: "Хороший разбор. Статический анализ такие случаи ловит?" },
          { by: "carol", text: "Частично: Slither находит два из трёх." },
        ],
      },
      {
        by: "lena",
        name: "Газ и хранение: упаковка переменных",
        intro: "Сколько экономит правильный порядок полей.",
        body: "<p>Поля структуры меньше 32 байт можно упаковать в один слот. На нашем контракте это сэкономило 18% газа при записи.</p>",
        comments: [{ by: "alice", text: "Great write-up, the numbers are convincing." }],
      },
    ],
  },
  {
    owner: "lena",
    name: "Дневник DAO",
    introduction: "Заметки Лены о голосованиях и управлении. Пишет только владелец планеты.",
    tags: ["dao", "управление"],
    circle_type: 5,
    is_public: false,
    members: ["carol", "tomas"],
    topics: [
      {
        by: "lena",
        name: "Почему кворум не набирается",
        intro: "Три причины низкой явки и что с ними делать.",
        body: "<p>Голосование длится слишком мало, предложения слишком длинные, а делегаты не получают уведомлений. Мы продлили окно до семи дней.</p>",
        comments: [{ by: "tomas", text: "Семь дней — разумно. Явка уже выросла?" }],
      },
    ],
  },
];

const HOUR_MS = 3_600_000;

/** Writes the demo planets; answers how many. `images` are demo uploads to show in topics. */
export async function seedPlanets(
  q: Queryable,
  uids: ReadonlyMap<string, number>,
  images: string[],
  videos: string[],
  now: Date,
): Promise<number> {
  const uid = (name: string) => {
    const id = uids.get(name);
    if (id === undefined) throw new Error(`demo user ${name} missing`);
    return id;
  };
  let hours = 24 * 40;
  const at = (stepHours: number) => {
    hours -= stepHours;
    return new Date(now.getTime() - hours * HOUR_MS);
  };
  for (const [p, planet] of PLANETS.entries()) {
    const members = [planet.owner, ...planet.members];
    const created = at(20);
    const row = await q.kysely
      .insertInto("planets")
      .values({
        owner_uid: uid(planet.owner),
        name: planet.name,
        icon_url: images[p % images.length] as string,
        introduction: planet.introduction,
        tags: planet.tags,
        circle_type: planet.circle_type,
        is_public: planet.is_public,
        member_count: members.length,
        topic_count: planet.topics.length,
        created_at: created,
        updated_at: created,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const name of members) {
      await q.kysely
        .insertInto("planet_members")
        .values({ circle_id: row.id, uid: uid(name), joined_at: at(1) })
        .execute();
    }
    for (const [t, topic] of planet.topics.entries()) {
      const likers = members.filter((name) => name !== topic.by).slice(0, 1 + ((p + t) % members.length));
      const attachment = topic.attachment
        ? [{ name: topic.attachment, url: images[(p + t + 3) % images.length] as string }]
        : [];
      const inserted = await q.kysely
        .insertInto("planet_topics")
        .values({
          circle_id: row.id,
          author_uid: uid(topic.by),
          name: topic.name,
          intro: topic.intro,
          content: cleanRichText(topic.body),
          icon_url: images[(p + t + 1) % images.length] as string,
          image_urls: Array.from(
            { length: topic.images ?? 0 },
            (_, i) => images[(p * 3 + t + i) % images.length] as string,
          ),
          video_url: topic.video ? (videos[(p + t) % videos.length] ?? "") : "",
          attachments: JSON.stringify(attachment),
          like_count: likers.length,
          comment_count: topic.comments.length,
          created_at: at(5),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const comment of topic.comments) {
        await q.kysely
          .insertInto("planet_comments")
          .values({ topic_id: inserted.id, author_uid: uid(comment.by), content: comment.text, created_at: at(1) })
          .execute();
      }
      for (const name of likers) {
        await q.kysely
          .insertInto("planet_likes")
          .values({ topic_id: inserted.id, uid: uid(name) })
          .execute();
      }
    }
  }
  return PLANETS.length;
}
