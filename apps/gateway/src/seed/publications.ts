import type { ContentLang } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../db/db.js";
import { textOf } from "../shared/rich-text.js";
import { cjkBigrams } from "../shared/search-terms.js";

type Item = [title: string, body: string];

/** Report news (with a body) and flash news (a line) per language. */
const NEWS: Record<ContentLang, { reports: Item[]; flashes: string[]; comments: string[] }> = {
  en: {
    reports: [
      [
        "Ethereum's next upgrade enters public testing",
        "Client teams shipped the first testnet build. Validators are asked to upgrade within two weeks; the mainnet date follows a clean run.",
      ],
      [
        "Stablecoin supply reaches a yearly high",
        "The combined supply of the three largest stablecoins grew for the ninth week in a row, led by new issuance on layer 2 networks.",
      ],
      [
        "Rollup fees fall after blob capacity doubles",
        "Average fees on the main rollups dropped by about half in the week after the capacity change, while usage rose.",
      ],
    ],
    flashes: [
      "Bitcoin trades above its 50-day average for the first time this month.",
      "A large DEX votes to switch on its fee switch for three pools.",
      "Open interest in ether options hits a record before the quarterly expiry.",
      "A top exchange lists two new layer 2 tokens.",
    ],
    comments: ["Good summary, thanks.", "Funding looks stretched to me.", "Waiting for the mainnet date."],
  },
  zh: {
    reports: [
      [
        "以太坊下一次升级进入公开测试",
        "客户端团队发布了首个测试网版本，验证者需在两周内完成升级，主网日期将在测试顺利后公布。",
      ],
      ["稳定币供应量创年内新高", "三大稳定币总供应量连续第九周增长，二层网络上的新增发行占比最高。"],
      [
        "数据可用性容量翻倍后 Rollup 手续费下降",
        "容量调整后一周内，主要 Rollup 的平均手续费下降约一半，使用量同时上升。",
      ],
    ],
    flashes: [
      "比特币本月首次站上 50 日均线。",
      "某大型去中心化交易所投票通过三个资金池的手续费开关。",
      "以太坊期权未平仓量在季度交割前创新高。",
      "头部交易所上线两个新的二层网络代币。",
    ],
    comments: ["总结得很好，谢谢。", "资金费率看起来偏高。", "等待主网上线日期。"],
  },
  ru: {
    reports: [
      [
        "Следующее обновление Ethereum вышло в открытое тестирование",
        "Команды клиентов выпустили первую сборку для тестовой сети. Валидаторам нужно обновиться в течение двух недель.",
      ],
      [
        "Предложение стейблкоинов достигло годового максимума",
        "Совокупное предложение трёх крупнейших стейблкоинов растёт девятую неделю подряд, в основном за счёт сетей второго уровня.",
      ],
      [
        "Комиссии роллапов упали после удвоения ёмкости",
        "Средние комиссии основных роллапов снизились примерно вдвое за неделю после изменения, а активность выросла.",
      ],
    ],
    flashes: [
      "Биткоин впервые за месяц торгуется выше 50-дневной средней.",
      "Крупная DEX проголосовала за включение комиссии в трёх пулах.",
      "Открытый интерес по опционам на эфир обновил рекорд перед экспирацией.",
      "Крупная биржа добавила два новых токена сетей второго уровня.",
    ],
    comments: [
      "Хороший обзор, спасибо.",
      "Ставки финансирования выглядят завышенными.",
      "Ждём дату запуска в основной сети.",
    ],
  },
};

const ANNOUNCEMENTS: Record<ContentLang, Item[]> = {
  en: [
    [
      "Scheduled maintenance this weekend",
      "The platform will be read-only for about 30 minutes on Saturday at 02:00 UTC while the database is upgraded.",
    ],
    [
      "The mobile app is available",
      "Download the ICMS app for Android and iOS from the download page to read news and follow your planets on the go.",
    ],
  ],
  zh: [
    ["本周末例行维护", "周六 UTC 时间 02:00 起平台将只读约 30 分钟，用于数据库升级。"],
    ["移动应用已上线", "可在下载页获取 Android 与 iOS 版 ICMS 应用，随时阅读资讯、关注星球。"],
  ],
  ru: [
    [
      "Плановые работы в эти выходные",
      "В субботу в 02:00 UTC платформа около 30 минут будет доступна только для чтения из-за обновления базы данных.",
    ],
    [
      "Мобильное приложение доступно",
      "Скачайте приложение ICMS для Android и iOS на странице загрузки, чтобы читать новости в пути.",
    ],
  ],
};

const HOUR_MS = 3_600_000;

/** Grants `edit_news` and `edit_announcement` to a user. */
async function grantOperator(q: Queryable, uid: number) {
  for (const code of ["edit_news", "edit_announcement"]) {
    await q.kysely
      .insertInto("user_privileges")
      .values({ uid, privilege_code: code, val: 1 })
      .onConflict((oc) => oc.columns(["uid", "privilege_code"]).doUpdateSet({ val: 1 }))
      .execute();
  }
}

/**
 * Makes the user of a wallet (created when missing) a demo operator, for environments without
 * demo content (the browser tests). Development only, like the demo content.
 */
export async function ensureDemoOperator(q: Queryable, address: string): Promise<number> {
  const wallet_addr = address.toLowerCase();
  await q.kysely
    .insertInto("users")
    .values({ wallet_addr })
    .onConflict((oc) => oc.column("wallet_addr").doNothing())
    .execute();
  const { uid } = await q.kysely
    .selectFrom("users")
    .select("uid")
    .where("wallet_addr", "=", wallet_addr)
    .executeTakeFirstOrThrow();
  await grantOperator(q, uid);
  return uid;
}

/**
 * The platform's own publications: report and flash news over the last days in three languages,
 * readers' comments, likes and stances, announcements, app releases, and `operator` (the demo
 * operator) holding `edit_news` and `edit_announcement`.
 */
export async function seedPublications(
  q: Queryable,
  operator: number,
  readers: number[],
  now: Date,
  next: () => number,
) {
  await grantOperator(q, operator);
  let hours = 1;
  for (const [lang, set] of Object.entries(NEWS) as [ContentLang, (typeof NEWS)[ContentLang]][]) {
    const items: [1 | 2, string, string][] = [
      ...set.reports.map(([title, body]): [1, string, string] => [1, title, body]),
      ...set.flashes.map((line): [2, string, string] => [2, line, ""]),
    ];
    for (const [kind, title, body] of items) {
      hours += 3 + Math.floor(next() * 9);
      const content = body ? `<p>${body}</p>` : "";
      const abstract = body ? textOf(content).slice(0, 200) : "";
      const at = new Date(now.getTime() - hours * HOUR_MS);
      const { id } = await q.kysely
        .insertInto("news")
        .values({
          kind,
          lang,
          author_uid: operator,
          title,
          abstract,
          content,
          published_at: at,
          created_at: at,
          updated_at: at,
          search_tsv: sql<string>`cms_search_vector(${lang}, ${title}, ${abstract}, ${body}, ${cjkBigrams(title)}, ${cjkBigrams(`${abstract} ${body}`)})`,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const uid of readers) {
        if (uid === operator) continue;
        const roll = next();
        if (roll < 0.7) {
          await q.kysely
            .insertInto("news_stances")
            .values({ news_id: id, uid, stance: roll < 0.45 ? 1 : -1 })
            .execute();
        }
        if (next() < 0.3) await q.kysely.insertInto("news_likes").values({ news_id: id, uid }).execute();
        if (kind === 1 && next() < 0.3) {
          const text = set.comments[Math.floor(next() * set.comments.length)] as string;
          await q.kysely.insertInto("news_comments").values({ news_id: id, uid, content: text }).execute();
        }
      }
    }
  }
  await sql`UPDATE news n SET
      bullish_count = (SELECT count(*) FROM news_stances s WHERE s.news_id = n.id AND s.stance = 1),
      bearish_count = (SELECT count(*) FROM news_stances s WHERE s.news_id = n.id AND s.stance = -1),
      like_count = (SELECT count(*) FROM news_likes l WHERE l.news_id = n.id),
      comment_count = (SELECT count(*) FROM news_comments c WHERE c.news_id = n.id)`.execute(q.kysely);
  for (const [lang, items] of Object.entries(ANNOUNCEMENTS) as [ContentLang, Item[]][]) {
    for (const [i, [title, body]] of items.entries()) {
      const at = new Date(now.getTime() - (i + 1) * 30 * HOUR_MS);
      await q.kysely
        .insertInto("announcements")
        .values({
          lang,
          author_uid: operator,
          title,
          abstract: body.slice(0, 200),
          content: `<p>${body}</p>`,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
  await q.kysely
    .insertInto("app_releases")
    .values([
      {
        platform: "android",
        version: "1.2.0",
        url: "/downloads/icms-1.2.0.apk",
        notes: "News feed and flash news; faster start.",
        released_at: new Date(now.getTime() - 240 * HOUR_MS),
      },
      {
        platform: "ios",
        version: "1.2.0",
        url: "https://apps.apple.com/app/icms",
        notes: "News feed and flash news.",
        released_at: new Date(now.getTime() - 230 * HOUR_MS),
      },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
}
