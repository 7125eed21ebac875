// Bench data: 100,000 articles by 1,000 users in 200 specials, made in a few statements with
// generate_series. Titles and abstracts combine words of a web3 vocabulary, so a keyword matches
// a realistic share of them. The counting triggers are off during the load; the counters are
// recomputed once at the end, then the table is vacuumed so index-only scans apply.
import type pg from "pg";

export const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);

/** The web3 vocabulary the generated titles are built from (the search bench reuses it). */
export const WORDS = [
  "rollup",
  "bridge",
  "staking",
  "restaking",
  "oracle",
  "wallet",
  "governance",
  "liquidity",
  "stablecoin",
  "validator",
  "sequencer",
  "airdrop",
  "custody",
  "multisig",
  "lending",
  "collateral",
  "yield",
  "slippage",
  "mempool",
  "gas",
  "calldata",
  "blob",
  "proof",
  "circuit",
  "verifier",
  "token",
  "treasury",
  "proposal",
  "delegation",
  "quorum",
  "snapshot",
  "indexer",
  "subgraph",
  "faucet",
  "testnet",
  "mainnet",
  "hardware",
  "phishing",
  "approval",
  "paymaster",
];
const SHAPES = ["notes on", "a guide to", "lessons from", "risks of", "the economics of", "building with"];

export async function loadArticles(db: pg.Client): Promise<void> {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(",")}]`;
  const shapes = `ARRAY[${SHAPES.map((w) => `'${w}'`).join(",")}]`;
  await db.query("SET session_replication_role = replica");
  await db.query(`INSERT INTO users (wallet_addr, nickname, created_at)
    SELECT '0x' || lpad(to_hex(i), 40, '0'), 'bench writer ' || i, now() - make_interval(days => i % 300)
    FROM generate_series(1, 1000) i`);
  await db.query(`INSERT INTO specials (special_type, owner_uid, name, abstract, status, passed_at)
    SELECT 1 + i % 2, 1 + i % 1000, 'bench special ' || i, 'A column of bench articles', 'online', now()
    FROM generate_series(1, 200) i`);
  await db.query(`INSERT INTO articles (article_type, is_howto, lang, author_uid, special_id, title, abstract, content,
      cover_url, tags, status, passed_at, published_at, created_at, updated_at, like_count, comment_count, view_count,
      search_tsv)
    SELECT CASE WHEN i % 10 < 7 THEN 1 ELSE 2 END, i % 10 = 3, 'en', 1 + i % 1000,
      CASE WHEN i % 4 = 0 THEN 1 + i % 200 END, t.title, t.abstract, '<p>' || t.abstract || '</p>',
      '/uploads/image/2025/01/' || md5(i::text) || '.jpg', ARRAY[t.w1, t.w2],
      CASE WHEN i % 25 = 0 THEN 'offline' ELSE 'online' END, now(), t.at, t.at, t.at, i % 97, i % 13, i % 4000,
      cms_search_vector('en', t.title, t.abstract, t.abstract, '', '')
    FROM generate_series(1, ${ARTICLES}) i
    CROSS JOIN LATERAL (SELECT ${words} AS w, ${shapes} AS s, decode(md5(i::text), 'hex') AS h) v
    CROSS JOIN LATERAL (SELECT
      v.w[1 + get_byte(v.h, 0) % ${WORDS.length}] AS w1, v.w[1 + get_byte(v.h, 1) % ${WORDS.length}] AS w2,
      v.w[1 + get_byte(v.h, 2) % ${WORDS.length}] AS w3, v.s[1 + get_byte(v.h, 3) % ${SHAPES.length}] AS shape,
      now() - make_interval(mins => i * 3) AS at) x
    CROSS JOIN LATERAL (SELECT x.w1 AS w1, x.w2 AS w2, x.at AS at,
      initcap(x.w1) || ' and ' || x.w2 || ': ' || x.shape || ' ' || x.w3 || ' #' || i AS title,
      'What every ' || x.w2 || ' user should know about ' || x.w1 || ', with field ' || x.shape || ' '
        || x.w3 || ' and a checklist.' AS abstract) t`);
  await db.query("SET session_replication_role = DEFAULT");
  await db.query("SELECT cms_recount()");
  await db.query("VACUUM ANALYZE articles");
  await db.query("VACUUM ANALYZE users");
  await db.query("VACUUM ANALYZE specials");
}

/** News items, half as many as articles: their titles and vectors, report and flash news alternating. */
export async function loadNews(db: pg.Client): Promise<void> {
  await db.query(`INSERT INTO news (kind, lang, author_uid, title, abstract, content, search_tsv, published_at, created_at,
      updated_at, status)
    SELECT 1 + (id / 2) % 2, lang, author_uid, title, abstract, content, search_tsv, published_at, published_at, published_at,
      CASE WHEN id % 40 = 0 THEN 'deleted' ELSE 'online' END
    FROM articles WHERE id % 2 = 0 AND published_at IS NOT NULL`);
  await db.query("VACUUM ANALYZE news");
}
