-- The data centre and creator growth (docs/datacentre.md): the raw view and read events the
-- pages report, their daily rollups per piece, day and source, the figures each piece earned per
-- day from the other tables, and the creators' levels with the privileges they grant.
--
-- Kinds (smallint): 1 article, 2 video, 3 wiki entry, 4 course, 5 planet topic.
-- Sources (smallint): 1 direct, 2 search, 3 short link, 4 forward, 5 planet, 6 another site.

-- One row per beacon that passed the per-minute guard, written in batches (never a row lock on
-- the piece). Bots by user agent are kept, flagged, for audits; the rollup leaves them out.
CREATE TABLE datacentre_events (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at       timestamptz NOT NULL,
  -- the UTC day of `at`, the rollup's key
  day      date NOT NULL,
  -- 1 a view, 2 a read (scrolled past the end)
  event    smallint NOT NULL CHECK (event IN (1, 2)),
  kind     smallint NOT NULL CHECK (kind BETWEEN 1 AND 5),
  piece_id integer NOT NULL,
  -- 'u:<uid>' for a signed-in viewer, 'a:<visitor id>' for an anonymous one
  viewer   text NOT NULL,
  source   smallint NOT NULL CHECK (source BETWEEN 1 AND 6),
  -- the source's detail: a site's or search engine's host, a forwarder's uid, a short code
  ref      text NOT NULL DEFAULT '',
  is_bot   boolean NOT NULL DEFAULT false
);
CREATE INDEX datacentre_events_day_idx ON datacentre_events (day);

-- Views and reads per piece, day and source. `views`: distinct viewers, each counted once per
-- piece and day under the source of their first view that day; `loads`: every view event;
-- `reads`: distinct readers, under the source of their first view that day (direct without one).
CREATE TABLE datacentre_piece_days (
  kind     smallint NOT NULL,
  piece_id integer NOT NULL,
  day      date NOT NULL,
  source   smallint NOT NULL,
  views    integer NOT NULL DEFAULT 0,
  loads    integer NOT NULL DEFAULT 0,
  reads    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, piece_id, day, source)
);
CREATE INDEX datacentre_piece_days_day_idx ON datacentre_piece_days (day);

-- Views per piece and day from one site, forwarder or short link (sources 2, 3, 4, 6).
CREATE TABLE datacentre_referral_days (
  kind     smallint NOT NULL,
  piece_id integer NOT NULL,
  day      date NOT NULL,
  source   smallint NOT NULL,
  ref      text NOT NULL,
  views    integer NOT NULL,
  PRIMARY KEY (kind, piece_id, day, source, ref)
);
CREATE INDEX datacentre_referral_days_day_idx ON datacentre_referral_days (day);

-- What the other tables say of a piece on a day: likes, comments, collects made that day,
-- followers the author gained that day from its viewers, short links made for it, contribution
-- points its author was scored for it (ledger rows of that epoch) and tokens it earned (its part
-- of the epoch's ICT mining credit, a course's sales), in wei.
CREATE TABLE datacentre_piece_stats (
  kind         smallint NOT NULL,
  piece_id     integer NOT NULL,
  day          date NOT NULL,
  likes        integer NOT NULL DEFAULT 0,
  comments     integer NOT NULL DEFAULT 0,
  collects     integer NOT NULL DEFAULT 0,
  follows      integer NOT NULL DEFAULT 0,
  shares       integer NOT NULL DEFAULT 0,
  contribution integer NOT NULL DEFAULT 0,
  ict          numeric(78, 0) NOT NULL DEFAULT 0,
  icms         numeric(78, 0) NOT NULL DEFAULT 0,
  usdt         numeric(78, 0) NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, piece_id, day)
);
CREATE INDEX datacentre_piece_stats_day_idx ON datacentre_piece_stats (day);

-- The days the rollup has counted, and when (a re-run replaces the day's rows).
CREATE TABLE datacentre_rollups (
  day       date PRIMARY KEY,
  events    integer NOT NULL,
  rolled_at timestamptz NOT NULL DEFAULT now()
);

-- A creator's level as the levels job last computed it, with the signals it was computed from.
CREATE TABLE creator_levels (
  uid         integer PRIMARY KEY REFERENCES users (uid),
  level       smallint NOT NULL CHECK (level >= 0),
  signals     jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- The rights levels grant (the levels job owns these rows of user_privileges), and the
-- operators' view of the whole platform.
INSERT INTO privileges (privilege_code, privilege_typedata, default_val) VALUES
  ('view_datacentre', 2, 0),   -- operators: the platform's data centre and any piece's figures
  ('upload_limit_mb', 1, 100), -- the largest upload, in MB
  ('special_quota', 1, 1),     -- specials and channels a creator may own
  ('schedule_post', 2, 0),     -- publish at a chosen time (still after the DAO's review)
  ('verified_creator', 2, 0);  -- the verified badge

-- The rollup reads the day's likes, comments, collects and follows by their time.
CREATE INDEX article_likes_created_idx ON article_likes (created_at);
CREATE INDEX article_comments_created_idx ON article_comments (created_at);
CREATE INDEX article_collects_created_idx ON article_collects (created_at);
CREATE INDEX planet_likes_created_idx ON planet_likes (created_at);
CREATE INDEX planet_comments_created_idx ON planet_comments (created_at);
CREATE INDEX course_comments_created_idx ON course_comments (created_at);
CREATE INDEX user_follows_created_idx ON user_follows (created_at);
CREATE INDEX short_links_created_idx ON short_links (created_at);
CREATE INDEX wiki_revisions_editor_idx ON wiki_revisions (editor_uid, article_id) WHERE state = 'approved';
