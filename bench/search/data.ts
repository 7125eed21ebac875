// Search bench data: articles in English, Russian and Chinese (a third each) whose titles and
// abstracts combine words of a web3 vocabulary in each language, so a two-word query matches a
// few in a thousand of them and a one-word query several in a hundred, as real keywords do. The
// Chinese text gets its character bigrams as the gateway writes them (shared/search-terms.ts).
import type pg from "pg";
import { WORDS } from "../content/data.js";

export const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);

/** English: the content bench's vocabulary. */
const EN = WORDS;
const RU = [
  "роллап",
  "мост",
  "стейкинг",
  "рестейкинг",
  "оракул",
  "кошелёк",
  "управление",
  "ликвидность",
  "стейблкоин",
  "валидатор",
  "секвенсор",
  "аирдроп",
  "хранение",
  "мультиподпись",
  "кредитование",
  "залог",
  "доходность",
  "проскальзывание",
  "мемпул",
  "газ",
  "данные",
  "блоб",
  "доказательство",
  "схема",
  "верификатор",
  "токен",
  "казна",
  "предложение",
  "делегирование",
  "кворум",
  "снимок",
  "индексатор",
  "подграф",
  "кран",
  "тестнет",
  "мейннет",
  "железо",
  "фишинг",
  "одобрение",
  "спонсор",
];
const ZH = [
  "以太坊",
  "钱包",
  "质押",
  "再质押",
  "预言机",
  "跨链桥",
  "治理",
  "流动性",
  "稳定币",
  "验证者",
  "排序器",
  "空投",
  "托管",
  "多签",
  "借贷",
  "抵押品",
  "收益",
  "滑点",
  "内存池",
  "燃料费",
  "数据",
  "证明",
  "电路",
  "验证器",
  "代币",
  "金库",
  "提案",
  "委托",
  "法定人数",
  "快照",
  "索引器",
  "子图",
  "水龙头",
  "测试网",
  "主网",
  "硬件",
  "钓鱼",
  "授权",
  "支付",
  "合约",
];
const SHAPES = {
  en: ["notes on", "a guide to", "lessons from", "risks of", "the economics of", "building with"],
  ru: ["заметки о", "руководство по", "уроки", "риски", "экономика", "практика"],
  zh: ["入门", "指南", "经验", "风险", "经济学", "实践"],
};

const array = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(",")}]`;

/** The i-th article's words and text in its language (i % 3: en, ru, zh). */
const TEXT = `CROSS JOIN LATERAL (SELECT CASE i % 3 WHEN 0 THEN 'en' WHEN 1 THEN 'ru' ELSE 'zh' END AS lang,
      CASE i % 3 WHEN 0 THEN ${array(EN)} WHEN 1 THEN ${array(RU)} ELSE ${array(ZH)} END AS w,
      CASE i % 3 WHEN 0 THEN ${array(SHAPES.en)} WHEN 1 THEN ${array(SHAPES.ru)} ELSE ${array(SHAPES.zh)} END AS s,
      decode(md5(i::text), 'hex') AS h) v
    CROSS JOIN LATERAL (SELECT v.lang,
      v.w[1 + get_byte(v.h, 0) % ${EN.length}] AS w1, v.w[1 + get_byte(v.h, 1) % ${EN.length}] AS w2,
      v.w[1 + get_byte(v.h, 2) % ${EN.length}] AS w3, v.s[1 + get_byte(v.h, 3) % 6] AS shape,
      now() - make_interval(mins => i * 3) AS at) x
    CROSS JOIN LATERAL (SELECT x.lang, x.w1, x.w2, x.at, CASE x.lang
        WHEN 'en' THEN initcap(x.w1) || ' and ' || x.w2 || ': ' || x.shape || ' ' || x.w3 || ' #' || i
        WHEN 'ru' THEN initcap(x.w1) || ' и ' || x.w2 || ': ' || x.shape || ' ' || x.w3 || ' #' || i
        ELSE x.w1 || '与' || x.w2 || '：' || x.w3 || x.shape || ' #' || i END AS title,
      CASE x.lang
        WHEN 'en' THEN 'What every ' || x.w2 || ' user should know about ' || x.w1 || ', with field ' || x.shape || ' '
          || x.w3 || ' and a checklist.'
        WHEN 'ru' THEN 'Что каждый пользователь знает про ' || x.w2 || ' и ' || x.w1 || ': ' || x.shape || ' '
          || x.w3 || ' и список проверок.'
        ELSE '每个' || x.w2 || '用户都应了解的' || x.w1 || '知识，以及' || x.w3 || x.shape || '和检查清单。' END AS abstract) t`;

export async function loadSearchArticles(db: pg.Client): Promise<void> {
  // Bigrams of each CJK run, as cjkBigrams() writes them (a lone character stands for itself).
  await db.query(`CREATE OR REPLACE FUNCTION pg_temp.bigrams(t text) RETURNS text LANGUAGE sql AS $$
    SELECT coalesce(string_agg(substr(r[1], k, 2), ' '), '')
    FROM regexp_matches(t, '[一-鿿]+', 'g') r, generate_series(1, greatest(char_length(r[1]) - 1, 1)) k $$`);
  await db.query("SET session_replication_role = replica");
  await db.query(`INSERT INTO users (wallet_addr, nickname, created_at)
    SELECT '0x' || lpad(to_hex(i), 40, '0'), 'bench writer ' || i, now() - make_interval(days => i % 300)
    FROM generate_series(1, 1000) i`);
  const step = 100_000;
  for (let from = 1; from <= ARTICLES; from += step) {
    const to = Math.min(ARTICLES, from + step - 1);
    await db.query(`INSERT INTO articles (article_type, is_howto, lang, author_uid, title, abstract, content, cover_url,
        tags, status, passed_at, published_at, created_at, updated_at, like_count, comment_count, view_count, search_tsv)
      SELECT CASE WHEN i % 10 < 7 THEN 1 ELSE 2 END, i % 10 = 3, t.lang, 1 + i % 1000, t.title, t.abstract,
        '<p>' || t.abstract || '</p>', '/uploads/image/2025/01/' || md5(i::text) || '.jpg', ARRAY[t.w1, t.w2],
        CASE WHEN i % 25 = 0 THEN 'offline' ELSE 'online' END, now(), t.at, t.at, t.at, i % 97, i % 13, i % 4000,
        cms_search_vector(t.lang, t.title, t.abstract, t.abstract, pg_temp.bigrams(t.title), pg_temp.bigrams(t.abstract))
      FROM generate_series(${from}, ${to}) i ${TEXT}`);
    console.log(`  ${to} articles`);
  }
  await db.query("SET session_replication_role = DEFAULT");
  // The load ran without triggers: the title words for the typo fallback (migration 0077).
  await db.query(`INSERT INTO search_words (word)
    SELECT DISTINCT search_title_words(title) FROM articles WHERE status = 'online' ON CONFLICT DO NOTHING`);
  await db.query("SELECT cms_recount()");
  await db.query("VACUUM ANALYZE articles");
  await db.query("VACUUM ANALYZE users");
}
