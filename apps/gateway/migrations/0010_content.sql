-- The content core: specials and channels, articles (articles, videos, HowTos), tags, and the
-- readers' likes, collections, comments and follows. docs/content.md describes the model.

-- A special (special_type 1, a column) holds its owner's articles only; a channel (2) takes
-- articles from any author while it is open.
CREATE TABLE specials (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  special_type  smallint NOT NULL CHECK (special_type IN (1, 2)),
  owner_uid     integer NOT NULL REFERENCES users (uid),
  name          text NOT NULL,
  abstract      text NOT NULL DEFAULT '',
  cover_url     text NOT NULL DEFAULT '',
  tags          text[] NOT NULL DEFAULT '{}',
  -- audit: waiting for review; online; offline (by the owner); refused (by review); deleted
  status        text NOT NULL DEFAULT 'audit'
                CHECK (status IN ('audit', 'online', 'offline', 'refused', 'deleted')),
  -- closed: no new articles and no new followers
  is_open       boolean NOT NULL DEFAULT true,
  -- set when review passes; `online` from `offline` needs it
  passed_at     timestamptz,
  follow_count  integer NOT NULL DEFAULT 0,
  -- online articles filed in it (kept by a trigger on articles)
  article_count integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Names are unique across specials and channels, ignoring case, among those not deleted.
CREATE UNIQUE INDEX specials_name_key ON specials (lower(name)) WHERE status <> 'deleted';
CREATE INDEX specials_online_idx ON specials (special_type, created_at DESC, id DESC) WHERE status = 'online';
CREATE INDEX specials_owner_idx ON specials (owner_uid, created_at DESC, id DESC) WHERE status <> 'deleted';

CREATE TABLE special_follows (
  special_id integer NOT NULL REFERENCES specials (id),
  uid        integer NOT NULL REFERENCES users (uid),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (special_id, uid)
);
CREATE INDEX special_follows_uid_idx ON special_follows (uid, created_at DESC);

CREATE TABLE articles (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 1 article, 2 video, 3 wiki
  article_type  smallint NOT NULL CHECK (article_type IN (1, 2, 3)),
  is_howto      boolean NOT NULL DEFAULT false,
  lang          text NOT NULL CHECK (lang IN ('zh', 'en', 'ru')),
  author_uid    integer NOT NULL REFERENCES users (uid),
  special_id    integer REFERENCES specials (id),
  title         text NOT NULL,
  abstract      text NOT NULL DEFAULT '',
  -- cleaned HTML
  content       text NOT NULL DEFAULT '',
  cover_url     text NOT NULL DEFAULT '',
  video_url     text NOT NULL DEFAULT '',
  tags          text[] NOT NULL DEFAULT '{}',
  status        text NOT NULL DEFAULT 'audit'
                CHECK (status IN ('audit', 'online', 'offline', 'refused', 'deleted')),
  -- closed: no new comments
  is_open       boolean NOT NULL DEFAULT true,
  passed_at     timestamptz,
  -- first time online; public lists sort by it
  published_at  timestamptz,
  like_count    integer NOT NULL DEFAULT 0,
  comment_count integer NOT NULL DEFAULT 0,
  collect_count integer NOT NULL DEFAULT 0,
  view_count    integer NOT NULL DEFAULT 0,
  -- full-text vector, written with the row (see 0011 and services/cms/search-text.ts)
  search_tsv    tsvector NOT NULL DEFAULT ''::tsvector,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'online' OR published_at IS NOT NULL)
);

-- 801110: one author has one live item of a type with a given title, ignoring case.
CREATE UNIQUE INDEX articles_author_title_key ON articles (author_uid, article_type, lower(title))
  WHERE status <> 'deleted';
-- Public lists: newest first, filtered by type, HowTo and language from the index alone
-- (index-only scans, so a deep OFFSET reads index pages, not rows).
CREATE INDEX articles_online_idx ON articles (published_at DESC, id DESC)
  INCLUDE (article_type, is_howto, lang) WHERE status = 'online';
CREATE INDEX articles_online_type_idx ON articles (article_type, published_at DESC, id DESC)
  INCLUDE (is_howto, lang) WHERE status = 'online';
CREATE INDEX articles_online_howto_idx ON articles (published_at DESC, id DESC)
  INCLUDE (article_type, lang) WHERE status = 'online' AND is_howto;
CREATE INDEX articles_online_special_idx ON articles (special_id, published_at DESC, id DESC)
  WHERE status = 'online';
CREATE INDEX articles_online_author_idx ON articles (author_uid, published_at DESC, id DESC)
  WHERE status = 'online';
-- The author's own lists, and "does this special still hold articles".
CREATE INDEX articles_author_idx ON articles (author_uid, created_at DESC, id DESC) WHERE status <> 'deleted';
CREATE INDEX articles_special_live_idx ON articles (special_id) WHERE status <> 'deleted';

CREATE TABLE tags (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name          text NOT NULL,
  -- online articles carrying it (kept by triggers)
  article_count integer NOT NULL DEFAULT 0,
  follow_count  integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tags_name_key ON tags (lower(name));
CREATE INDEX tags_popular_idx ON tags (article_count DESC, id);

CREATE TABLE article_tags (
  article_id integer NOT NULL REFERENCES articles (id),
  tag_id     integer NOT NULL REFERENCES tags (id),
  PRIMARY KEY (article_id, tag_id)
);
CREATE INDEX article_tags_tag_idx ON article_tags (tag_id, article_id);

CREATE TABLE tag_follows (
  tag_id     integer NOT NULL REFERENCES tags (id),
  uid        integer NOT NULL REFERENCES users (uid),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tag_id, uid)
);

CREATE TABLE article_likes (
  article_id integer NOT NULL REFERENCES articles (id),
  uid        integer NOT NULL REFERENCES users (uid),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, uid)
);

CREATE TABLE article_collects (
  article_id integer NOT NULL REFERENCES articles (id),
  uid        integer NOT NULL REFERENCES users (uid),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, uid)
);
CREATE INDEX article_collects_uid_idx ON article_collects (uid, created_at DESC);

CREATE TABLE article_comments (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id integer NOT NULL REFERENCES articles (id),
  uid        integer NOT NULL REFERENCES users (uid),
  -- plain text
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX article_comments_article_idx ON article_comments (article_id, created_at DESC, id DESC);
CREATE INDEX article_comments_uid_idx ON article_comments (uid, article_id, created_at DESC);

-- Online items per type, HowTo flag and language: the totals of the public lists, so a page
-- does not count 100,000 rows.
CREATE TABLE article_counts (
  article_type smallint NOT NULL,
  is_howto     boolean NOT NULL,
  lang         text NOT NULL,
  n            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (article_type, is_howto, lang)
);
