-- News and flash news, announcements and the app's releases: the platform's own publications,
-- written by operators (privileges edit_news and edit_announcement, migration 0016).

-- kind 1: report news; 2: flash news (the live feed). Items go online when saved; deleting
-- hides them for good.
CREATE TABLE news (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          smallint NOT NULL CHECK (kind IN (1, 2)),
  lang          text NOT NULL CHECK (lang IN ('zh', 'en', 'ru')),
  author_uid    integer NOT NULL REFERENCES users (uid),
  title         text NOT NULL,
  abstract      text NOT NULL DEFAULT '',
  -- cleaned HTML
  content       text NOT NULL DEFAULT '',
  cover_url     text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'deleted')),
  like_count    integer NOT NULL DEFAULT 0,
  comment_count integer NOT NULL DEFAULT 0,
  bullish_count integer NOT NULL DEFAULT 0,
  bearish_count integer NOT NULL DEFAULT 0,
  -- the same weighted vector as articles (cms_search_vector, migration 0012)
  search_tsv    tsvector NOT NULL DEFAULT ''::tsvector,
  published_at  timestamptz NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Lists by kind, newest first, filtered by language from the index alone.
CREATE INDEX news_online_idx ON news (kind, published_at DESC, id DESC) INCLUDE (lang) WHERE status = 'online';
CREATE INDEX news_all_online_idx ON news (published_at DESC, id DESC) INCLUDE (kind, lang) WHERE status = 'online';
CREATE INDEX news_search_idx ON news USING gin (search_tsv) WHERE status = 'online';
CREATE INDEX news_title_trgm_idx ON news USING gin (title gin_trgm_ops) WHERE status = 'online';

CREATE TABLE news_likes (
  news_id    integer NOT NULL REFERENCES news (id),
  uid        integer NOT NULL REFERENCES users (uid),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (news_id, uid)
);

-- One stance per reader per item: 1 bullish, -1 bearish; changing it updates the row.
CREATE TABLE news_stances (
  news_id    integer NOT NULL REFERENCES news (id),
  uid        integer NOT NULL REFERENCES users (uid),
  stance     smallint NOT NULL CHECK (stance IN (1, -1)),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (news_id, uid)
);

CREATE TABLE news_comments (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  news_id    integer NOT NULL REFERENCES news (id),
  uid        integer NOT NULL REFERENCES users (uid),
  -- plain text
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_comments_news_idx ON news_comments (news_id, created_at DESC, id DESC);
CREATE INDEX news_comments_repeat_idx ON news_comments (uid, news_id, created_at DESC);

CREATE TABLE announcements (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lang         text NOT NULL CHECK (lang IN ('zh', 'en', 'ru')),
  author_uid   integer NOT NULL REFERENCES users (uid),
  title        text NOT NULL,
  abstract     text NOT NULL DEFAULT '',
  -- cleaned HTML
  content      text NOT NULL DEFAULT '',
  status       text NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'deleted')),
  published_at timestamptz NOT NULL DEFAULT now(),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_online_idx ON announcements (published_at DESC, id DESC) INCLUDE (lang)
  WHERE status = 'online';

-- Releases of the mobile app; the download page shows the newest per platform.
CREATE TABLE app_releases (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  platform    text NOT NULL CHECK (platform IN ('android', 'ios')),
  version     text NOT NULL,
  url         text NOT NULL,
  notes       text NOT NULL DEFAULT '',
  released_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (platform, version)
);
CREATE INDEX app_releases_latest_idx ON app_releases (platform, released_at DESC, id DESC);
