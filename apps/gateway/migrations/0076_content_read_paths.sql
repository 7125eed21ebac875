-- Read paths of the content lists measured without the read cache (bench/content).
-- The wiki list without a category, newest change first, walks an index instead of sorting
-- every entry (with a category, wiki_entries_category_idx of 0025 serves it).
CREATE INDEX wiki_entries_recent_idx ON wiki_entries (updated_at DESC, article_id DESC);
-- Every read of an entry counts its pending revisions: a small index of those alone.
CREATE INDEX wiki_revisions_pending_idx ON wiki_revisions (article_id) WHERE state = 'pending';
