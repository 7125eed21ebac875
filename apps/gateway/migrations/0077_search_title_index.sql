-- Search ranks a bounded set of candidates (services/cms/search.ts): some matching anywhere
-- (articles_search_idx) and some matching in the title, found here. The title's lexemes are
-- those of weight A in the search vector (the title's words and its CJK bigrams, 0012), so the
-- index needs no column of its own and stays right whatever writes the vector.
CREATE INDEX articles_search_title_idx ON articles USING gin (ts_filter(search_tsv, '{a}')) WHERE status = 'online';

-- The typo fallback: when nothing matches word for word, each word of the keyword is replaced by
-- the closest word of an online title (pg_trgm similarity) and the search runs again, as fast as
-- any other. The words are kept in their own small table, so the lookup does not grow with the
-- articles as trigram matching over every title did. Chinese runs are not words here (their
-- bigrams are matched exactly), nor words shorter than three characters.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION search_title_words(title text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT lower(token) FROM ts_parse('default', title)
  WHERE tokid IN (1, 2, 3, 9, 10, 11) AND char_length(token) BETWEEN 3 AND 40
    AND token !~ '[぀-ヿ㐀-䶿一-鿿豈-﫿가-힯]'
$$;

CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT search_title_words(NEW.title) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER articles_search_words AFTER INSERT OR UPDATE OF title, status ON articles
  FOR EACH ROW WHEN (NEW.status = 'online') EXECUTE FUNCTION search_words_add();

INSERT INTO search_words (word)
SELECT DISTINCT search_title_words(title) FROM articles WHERE status = 'online' ON CONFLICT DO NOTHING;
