-- Planets (circles): owners, members, topics, comments and likes (docs/planets.md). Deleting a
-- planet deletes everything of it; deleting a topic deletes its comments and likes.

CREATE TABLE planets (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_uid    integer NOT NULL REFERENCES users (uid),
  name         text NOT NULL CHECK (btrim(name) <> ''),
  icon_url     text NOT NULL,
  introduction text NOT NULL DEFAULT '',
  tags         text[] NOT NULL DEFAULT '{}',
  -- the kinds of CIRCLE_TYPES: 1 tech, 2 defi, 3 nft, 4 gamefi, 5 dao, 6 other
  circle_type  smallint NOT NULL DEFAULT 6 CHECK (circle_type BETWEEN 1 AND 6),
  -- false: only the owner posts topics; true: every member does
  is_public    boolean NOT NULL DEFAULT true,
  -- who may join and post: anyone, DAO NFT holders, ICT or ICMS holders, payers of an ICT fee
  gate_kind    text NOT NULL DEFAULT 'none'
               CHECK (gate_kind IN ('none', 'dao_nft', 'ict_balance', 'icms_balance', 'entry_fee')),
  -- the minimum balance or the fee, in wei; only for the kinds that take an amount
  gate_amount  numeric(78, 0) CHECK (gate_amount IS NULL OR gate_amount > 0),
  member_count integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  topic_count  integer NOT NULL DEFAULT 0 CHECK (topic_count >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((gate_kind IN ('none', 'dao_nft')) = (gate_amount IS NULL))
);
-- Names are unique ignoring case (802006).
CREATE UNIQUE INDEX planets_name_key ON planets (lower(name));
CREATE INDEX planets_popular_idx ON planets (member_count DESC, id DESC);
CREATE INDEX planets_type_idx ON planets (circle_type, member_count DESC, id DESC);
CREATE INDEX planets_owner_idx ON planets (owner_uid, id DESC);

-- The owner is a member too, joined when the planet was made.
CREATE TABLE planet_members (
  circle_id integer NOT NULL REFERENCES planets (id) ON DELETE CASCADE,
  uid       integer NOT NULL REFERENCES users (uid),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (circle_id, uid)
);
CREATE INDEX planet_members_user_idx ON planet_members (uid, joined_at DESC);
CREATE INDEX planet_members_recent_idx ON planet_members (circle_id, joined_at DESC);

CREATE TABLE planet_topics (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  circle_id     integer NOT NULL REFERENCES planets (id) ON DELETE CASCADE,
  author_uid    integer NOT NULL REFERENCES users (uid),
  name          text NOT NULL,
  icon_url      text NOT NULL DEFAULT '',
  intro         text NOT NULL DEFAULT '',
  -- cleaned HTML
  content       text NOT NULL DEFAULT '',
  image_urls    text[] NOT NULL DEFAULT '{}',
  video_url     text NOT NULL DEFAULT '',
  -- [{ "name": ..., "url": ... }], files the gateway stores
  attachments   jsonb NOT NULL DEFAULT '[]',
  like_count    integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX planet_topics_circle_idx ON planet_topics (circle_id, id DESC);
CREATE INDEX planet_topics_recent_idx ON planet_topics (id DESC);
CREATE INDEX planet_topics_author_idx ON planet_topics (author_uid, id DESC);

CREATE TABLE planet_comments (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic_id   integer NOT NULL REFERENCES planet_topics (id) ON DELETE CASCADE,
  author_uid integer NOT NULL REFERENCES users (uid),
  content    text NOT NULL CHECK (btrim(content) <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX planet_comments_topic_idx ON planet_comments (topic_id, id);

-- One like per user and topic; like_count counts these rows.
CREATE TABLE planet_likes (
  topic_id   integer NOT NULL REFERENCES planet_topics (id) ON DELETE CASCADE,
  uid        integer NOT NULL REFERENCES users (uid),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (topic_id, uid)
);
