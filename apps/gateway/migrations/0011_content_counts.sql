-- Counters of online articles, kept by triggers so that every path that changes an article
-- (handlers, seeds, bulk loads) keeps them right: article_counts (list totals),
-- specials.article_count and tags.article_count.

CREATE FUNCTION cms_count_article(a_id integer, a_type smallint, a_howto boolean, a_lang text,
                                  a_special integer, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_counts AS c (article_type, is_howto, lang, n) VALUES (a_type, a_howto, a_lang, delta)
    ON CONFLICT (article_type, is_howto, lang) DO UPDATE SET n = c.n + EXCLUDED.n;
  IF a_special IS NOT NULL THEN
    UPDATE specials SET article_count = article_count + delta WHERE id = a_special;
  END IF;
  UPDATE tags SET article_count = article_count + delta
    WHERE id IN (SELECT tag_id FROM article_tags WHERE article_id = a_id);
END $$;

CREATE FUNCTION cms_articles_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status = NEW.status AND OLD.article_type = NEW.article_type AND OLD.is_howto = NEW.is_howto
       AND OLD.lang = NEW.lang AND OLD.special_id IS NOT DISTINCT FROM NEW.special_id THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.status = 'online' THEN
      PERFORM cms_count_article(OLD.id, OLD.article_type, OLD.is_howto, OLD.lang, OLD.special_id, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.status = 'online' THEN
      PERFORM cms_count_article(NEW.id, NEW.article_type, NEW.is_howto, NEW.lang, NEW.special_id, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER articles_counted
  AFTER INSERT OR DELETE OR UPDATE OF status, article_type, is_howto, lang, special_id ON articles
  FOR EACH ROW EXECUTE FUNCTION cms_articles_counted();

-- A tag added to or removed from an online article counts at once.
CREATE FUNCTION cms_article_tags_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tags SET article_count = article_count + 1
      WHERE id = NEW.tag_id AND EXISTS (SELECT 1 FROM articles WHERE id = NEW.article_id AND status = 'online');
  ELSE
    UPDATE tags SET article_count = article_count - 1
      WHERE id = OLD.tag_id AND EXISTS (SELECT 1 FROM articles WHERE id = OLD.article_id AND status = 'online');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER article_tags_counted
  AFTER INSERT OR DELETE ON article_tags
  FOR EACH ROW EXECUTE FUNCTION cms_article_tags_counted();

-- Recomputes every counter from the rows (after a bulk load with triggers off, or a repair).
CREATE FUNCTION cms_recount() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_counts;
  INSERT INTO article_counts (article_type, is_howto, lang, n)
    SELECT article_type, is_howto, lang, count(*) FROM articles WHERE status = 'online'
    GROUP BY article_type, is_howto, lang;
  UPDATE specials s SET article_count = coalesce(
    (SELECT count(*) FROM articles a WHERE a.special_id = s.id AND a.status = 'online'), 0);
  UPDATE tags t SET article_count = coalesce(
    (SELECT count(*) FROM article_tags x JOIN articles a ON a.id = x.article_id
      WHERE x.tag_id = t.id AND a.status = 'online'), 0);
END $$;
