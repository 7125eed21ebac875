-- Search ranks a bounded set of candidates (services/cms/search.ts): some matching anywhere
-- (articles_search_idx) and some matching in the title, found here. The title's lexemes are
-- those of weight A in the search vector (the title's words and its CJK bigrams, 0012), so the
-- index needs no column of its own and stays right whatever writes the vector.
CREATE INDEX articles_search_title_idx ON articles USING gin (ts_filter(search_tsv, '{a}')) WHERE status = 'online';
