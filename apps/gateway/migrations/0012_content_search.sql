-- Search over online articles: a weighted full-text vector (stemmed for English and Russian)
-- plus overlapping CJK bigrams, since Chinese has no spaces between words; and trigram
-- matching on titles for partial words and typos. services/cms/search-text.ts builds the
-- bigrams and the query.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION cms_search_config(lang text) RETURNS regconfig
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lang WHEN 'en' THEN 'english'::regconfig WHEN 'ru' THEN 'russian'::regconfig
                   ELSE 'simple'::regconfig END
$$;

-- title and abstract weigh A and B, the body D; CJK bigrams of the title A, of the rest C.
CREATE FUNCTION cms_search_vector(lang text, title text, abstract text, body text,
                                  cjk_title text, cjk_rest text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector(cms_search_config(lang), title), 'A')
      || setweight(to_tsvector(cms_search_config(lang), abstract), 'B')
      || setweight(to_tsvector(cms_search_config(lang), body), 'D')
      || setweight(to_tsvector('simple', cjk_title), 'A')
      || setweight(to_tsvector('simple', cjk_rest), 'C')
$$;

CREATE INDEX articles_search_idx ON articles USING gin (search_tsv) WHERE status = 'online';
CREATE INDEX articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops) WHERE status = 'online';
CREATE INDEX specials_name_trgm_idx ON specials USING gin (name gin_trgm_ops) WHERE status = 'online';
