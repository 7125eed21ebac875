// Wiki data for the content bench: WIKI_ENTRIES entries (articles of type 3), each with
// WIKI_REVISIONS revisions chained by parent, the last one approved and shown, made in SQL.
import type pg from "pg";

export const WIKI_ENTRIES = Number(process.env.BENCH_WIKI_ENTRIES ?? 10_000);
export const WIKI_REVISIONS = Number(process.env.BENCH_WIKI_REVISIONS ?? 20);

/** Loads after `loadArticles` (it reuses its users). */
export async function loadWiki(db: pg.Client): Promise<void> {
  await db.query("SET session_replication_role = replica");
  await db.query(`CREATE TEMP TABLE bench_wiki AS
    WITH made AS (
      INSERT INTO articles (article_type, lang, author_uid, title, abstract, content, cover_url, tags, status,
        passed_at, published_at, created_at, updated_at, view_count, search_tsv)
      SELECT 3, 'en', 1 + i % 1000, 'Wiki entry ' || i, 'What the term ' || i || ' means',
        '<p>Revision ${WIKI_REVISIONS} of entry ' || i || ': a definition, its history and its uses.</p>',
        '/uploads/image/2025/01/' || md5('wiki' || i) || '.jpg', ARRAY['wiki', 'term'], 'online',
        now(), now() - make_interval(mins => i), now() - make_interval(mins => i), now() - make_interval(mins => i),
        i % 3000, cms_search_vector('en', 'Wiki entry ' || i, 'What the term ' || i || ' means', '', '', '')
      FROM generate_series(1, ${WIKI_ENTRIES}) i
      RETURNING id, author_uid)
    SELECT id, author_uid FROM made`);
  await db.query(`INSERT INTO wiki_revisions (article_id, commit_id, editor_uid, editor_wallet, reason, state, title,
      abstract, content, cover_url, tags, category_id, created_at)
    SELECT w.id, encode(sha256(convert_to(w.id || '/' || r, 'UTF8')), 'hex'), 1 + (w.id + r) % 1000,
      '0x' || lpad(to_hex(1 + (w.id + r) % 1000), 40, '0'), 'Edit ' || r || ': clearer wording', 'approved',
      'Wiki entry ' || w.id, 'What the term ' || w.id || ' means',
      '<p>Revision ' || r || ' of entry ' || w.id || ': a definition, its history and its uses.</p>',
      '/uploads/image/2025/01/' || md5('wiki' || w.id) || '.jpg', ARRAY['wiki', 'term'], 1 + w.id % 5,
      now() - make_interval(hours => ${WIKI_REVISIONS} - r)
    FROM bench_wiki w CROSS JOIN generate_series(1, ${WIKI_REVISIONS}) r
    ORDER BY w.id, r`);
  // Revisions of one entry were inserted in order: each one's parent is the one before it.
  await db.query(`UPDATE wiki_revisions r SET parent_id = p.id FROM wiki_revisions p
    WHERE p.article_id = r.article_id AND p.id = r.id - 1`);
  await db.query(`INSERT INTO wiki_entries (article_id, category_id, head_revision_id, approved_revision_id,
      revision_count, updated_at)
    SELECT r.article_id, 1 + r.article_id % 5, max(r.id), max(r.id), count(*), now()
    FROM wiki_revisions r GROUP BY r.article_id`);
  await db.query("SET session_replication_role = DEFAULT");
  await db.query("SELECT cms_recount()");
  await db.query("VACUUM ANALYZE articles");
  await db.query("VACUUM ANALYZE wiki_revisions");
  await db.query("VACUUM ANALYZE wiki_entries");
}
