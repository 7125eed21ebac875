import type { ActivityKind, ContentLang } from "@icms/protocol";
import { grantPrivilege } from "./privileges.js";
import type { Queryable } from "../db/db.js";
import { shortAddress } from "../services/user/users.js";

/**
 * Demo activities: every kind in each language, past and upcoming, one full with a waitlist and
 * one nearly full; dave is the demo operator (privilege `edit_activity`). Development only.
 */

interface KindText {
  title: string;
  abstract: string;
  body: string;
  place: string;
}

const TEXTS: Record<ContentLang, Record<ActivityKind, KindText>> = {
  en: {
    meetup: {
      title: "Rollup builders meetup",
      abstract: "An evening of short talks on optimistic and ZK rollups, then drinks.",
      body: "<p>Three short talks on rollup design, fraud proofs and data availability, followed by open questions.</p><ul><li>18:30 doors</li><li>19:00 talks</li><li>20:30 drinks</li></ul>",
      place: "Lisbon, Rua Augusta 120",
    },
    ama: {
      title: "AMA with the ICMS core team",
      abstract: "Ask the core team anything about the DAO, staking and the roadmap.",
      body: "<p>Bring your questions on the DAO review, NFT staking and what ships next. Questions can be sent in advance in the signup note.</p>",
      place: "",
    },
    hackathon: {
      title: "Web3 tooling hackathon",
      abstract: "48 hours to build developer tools for wallets, indexers and explorers.",
      body: "<p>Teams of up to four build developer tooling. Mentors from wallet and indexer projects judge on usefulness and polish.</p>",
      place: "Berlin, Factory Görlitzer Park",
    },
    investment: {
      title: "Seed investment roadshow",
      abstract: "Five early-stage teams pitch to funds and angels from the community.",
      body: "<p>Each team has ten minutes to pitch and ten for questions. Investors can leave their contact in the signup form to meet the teams afterwards.</p>",
      place: "Singapore, Marina Bay Financial Centre",
    },
  },
  zh: {
    meetup: {
      title: "Rollup 开发者线下聚会",
      abstract: "关于乐观 Rollup 与 ZK Rollup 的短分享，随后自由交流。",
      body: "<p>三场短分享：Rollup 设计、欺诈证明与数据可用性，之后是自由问答。</p><ul><li>18:30 签到</li><li>19:00 分享</li><li>20:30 交流</li></ul>",
      place: "上海市徐汇区漕溪北路 88 号",
    },
    ama: {
      title: "ICMS 核心团队 AMA",
      abstract: "关于 DAO、质押和路线图，问我们任何问题。",
      body: "<p>欢迎提问 DAO 审核、NFT 质押以及接下来的计划。也可以在报名备注中提前提交问题。</p>",
      place: "",
    },
    hackathon: {
      title: "Web3 工具黑客松",
      abstract: "48 小时为钱包、索引器和浏览器打造开发者工具。",
      body: "<p>每队最多四人，打造开发者工具。来自钱包与索引器项目的导师按实用性与完成度评审。</p>",
      place: "深圳市南山区科技园",
    },
    investment: {
      title: "种子轮投资路演",
      abstract: "五个早期团队向社区基金与天使投资人路演。",
      body: "<p>每个团队路演十分钟，问答十分钟。投资人可在报名表中留下联系方式，会后与团队交流。</p>",
      place: "香港中环国际金融中心",
    },
  },
  ru: {
    meetup: {
      title: "Встреча разработчиков роллапов",
      abstract: "Короткие доклады об оптимистичных и ZK-роллапах, потом общение.",
      body: "<p>Три коротких доклада: устройство роллапов, доказательства мошенничества и доступность данных, затем вопросы.</p><ul><li>18:30 сбор</li><li>19:00 доклады</li><li>20:30 общение</li></ul>",
      place: "Москва, Большая Дмитровка, 32",
    },
    ama: {
      title: "AMA с командой ICMS",
      abstract: "Спросите команду о DAO, стейкинге и планах.",
      body: "<p>Задавайте вопросы о проверке DAO, стейкинге NFT и ближайших релизах. Вопрос можно прислать заранее в примечании к записи.</p>",
      place: "",
    },
    hackathon: {
      title: "Хакатон инструментов Web3",
      abstract: "48 часов, чтобы сделать инструменты для кошельков, индексаторов и обозревателей.",
      body: "<p>Команды до четырёх человек делают инструменты для разработчиков. Наставники из проектов кошельков и индексаторов оценивают пользу и качество.</p>",
      place: "Санкт-Петербург, Невский проспект, 28",
    },
    investment: {
      title: "Инвестиционный роуд-шоу посевной стадии",
      abstract: "Пять молодых команд выступают перед фондами и бизнес-ангелами сообщества.",
      body: "<p>У каждой команды десять минут на питч и десять на вопросы. Инвесторы могут оставить контакты в форме записи, чтобы встретиться с командами.</p>",
      place: "Казань, Иннополис",
    },
  },
};

const KINDS: ActivityKind[] = ["meetup", "ama", "hackathon", "investment"];
const LANGS: ContentLang[] = ["en", "zh", "ru"];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Makes the wallet a demo operator of activities, creating its user if it never signed in
 * (development and browser tests only; the seed does the same for dave).
 */
export async function grantDemoActivityOperator(q: Queryable, walletAddr: string): Promise<number> {
  const address = walletAddr.toLowerCase();
  await q.kysely
    .insertInto("users")
    .values({ wallet_addr: address, nickname: shortAddress(address) })
    .onConflict((oc) => oc.column("wallet_addr").doNothing())
    .execute();
  const user = await q.kysely
    .selectFrom("users")
    .select("uid")
    .where("wallet_addr", "=", address)
    .executeTakeFirstOrThrow();
  await grantPrivilege(q, user.uid, "edit_activity");
  return user.uid;
}

/** The demo operator (dave) and the demo activities with their signups. */
export async function seedActivities(q: Queryable, uids: Map<string, number>, covers: string[], now: Date) {
  const operator = uids.get("dave");
  if (operator === undefined) return 0;
  await grantPrivilege(q, operator, "edit_activity");
  const members = [...uids.entries()].filter(([name]) => name !== "dave").map(([, uid]) => uid);
  const ids: number[] = [];
  for (const [l, lang] of LANGS.entries()) {
    for (const [k, kind] of KINDS.entries()) {
      const text = TEXTS[lang][kind];
      // Upcoming in the coming weeks (the same week days in every language), and one past each.
      for (const days of [3 + k * 5 + l, -(10 + k * 9 + l * 2)]) {
        const starts = new Date(Math.floor((now.getTime() + days * DAY_MS) / HOUR_MS) * HOUR_MS);
        starts.setUTCHours(10 + k * 2, 0, 0, 0);
        const hours = kind === "hackathon" ? 48 : 2;
        const row = await q.kysely
          .insertInto("activities")
          .values({
            kind,
            lang,
            author_uid: operator,
            title: text.title,
            abstract: text.abstract,
            content: text.body,
            cover_url: covers[(l * KINDS.length + k) % covers.length] ?? "",
            place: text.place,
            online_url: text.place === "" || kind === "ama" ? "https://meet.example.org/icms-ama" : "",
            starts_at: starts,
            ends_at: new Date(starts.getTime() + hours * HOUR_MS),
            signup_deadline: new Date(starts.getTime() - 12 * HOUR_MS),
            capacity: kind === "ama" ? 0 : kind === "investment" ? 6 : 30,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.push(row.id);
        if (days > 0 && kind === "investment") {
          // Full with a waitlist in English; nearly full (one place left) in the others.
          await addSignups(q, row.id, lang === "en" ? members.slice(0, 8) : members.slice(0, 5), 6);
        } else {
          await addSignups(q, row.id, members.slice(0, 2 + ((k + l) % 3)), 30);
        }
      }
    }
  }
  return ids.length;
}

async function addSignups(q: Queryable, activityId: number, who: number[], capacity: number) {
  for (const [i, uid] of who.entries()) {
    const state = i < capacity ? "signed" : "waiting";
    await q.kysely
      .insertInto("activity_signups")
      .values({
        activity_id: activityId,
        uid,
        name: `Member ${uid}`,
        contact: `@member${uid}`,
        email: `member${uid}@example.org`,
        state,
      })
      .execute();
  }
  const signed = Math.min(who.length, capacity);
  await q.kysely
    .updateTable("activities")
    .set({ signed_count: signed, waiting_count: who.length - signed })
    .where("id", "=", activityId)
    .execute();
}
