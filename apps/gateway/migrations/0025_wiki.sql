-- The wiki: entries are articles of type 3 (docs/wiki.md). Every save of an entry is an
-- immutable revision; the article row shows the last approved one.

CREATE TABLE wiki_categories (
  id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug     text NOT NULL UNIQUE,
  name_en  text NOT NULL,
  name_zh  text NOT NULL,
  name_ru  text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

INSERT INTO wiki_categories (slug, name_en, name_zh, name_ru, sort) VALUES
  ('basics', 'Blockchain basics', '区块链基础', 'Основы блокчейна', 1),
  ('defi', 'DeFi', '去中心化金融', 'DeFi', 2),
  ('nft', 'NFT', 'NFT', 'NFT', 3),
  ('security', 'Security', '安全', 'Безопасность', 4),
  ('dao', 'DAO', 'DAO', 'DAO', 5);

-- One row per wiki entry: its category and where its history stands.
CREATE TABLE wiki_entries (
  article_id           integer PRIMARY KEY REFERENCES articles (id),
  category_id          integer NOT NULL REFERENCES wiki_categories (id),
  -- the newest revision; an edit must be based on it
  head_revision_id     integer,
  -- the revision the page shows (null until the first one passes review)
  approved_revision_id integer,
  revision_count       integer NOT NULL DEFAULT 0,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wiki_entries_category_idx ON wiki_entries (category_id, updated_at DESC, article_id DESC);

CREATE TABLE wiki_revisions (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id    integer NOT NULL REFERENCES articles (id),
  -- sha-256 of the parent's commit id and the revision's content, in hex
  commit_id     text NOT NULL UNIQUE,
  parent_id     integer REFERENCES wiki_revisions (id),
  -- the revision this one restores, if it is a restore
  restored_from integer REFERENCES wiki_revisions (id),
  editor_uid    integer NOT NULL REFERENCES users (uid),
  editor_wallet text NOT NULL,
  reason        text NOT NULL CHECK (btrim(reason) <> ''),
  -- pending: waits for review; approved: shown (or was); refused: review refused it
  state         text NOT NULL CHECK (state IN ('pending', 'approved', 'refused')),
  title         text NOT NULL,
  abstract      text NOT NULL DEFAULT '',
  content       text NOT NULL DEFAULT '',
  cover_url     text NOT NULL DEFAULT '',
  tags          text[] NOT NULL DEFAULT '{}',
  category_id   integer NOT NULL REFERENCES wiki_categories (id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wiki_revisions_article_idx ON wiki_revisions (article_id, id DESC);

ALTER TABLE wiki_entries
  ADD CONSTRAINT wiki_entries_head_fk FOREIGN KEY (head_revision_id) REFERENCES wiki_revisions (id),
  ADD CONSTRAINT wiki_entries_approved_fk FOREIGN KEY (approved_revision_id) REFERENCES wiki_revisions (id);
