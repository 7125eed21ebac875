-- KOL profiles (docs/kol.md): one application per user, reviewed by operators holding
-- `review_kol`; approved ones are listed with their likes and their scores.

CREATE TABLE kols (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid           integer NOT NULL UNIQUE REFERENCES users (uid),
  -- 'none' is the absence of a row
  state         text NOT NULL DEFAULT 'under_review'
                CHECK (state IN ('under_review', 'approved', 'not_approved', 'offline')),
  name          text NOT NULL CHECK (btrim(name) <> ''),
  gender        text NOT NULL CHECK (gender IN ('male', 'female', 'secrecy')),
  -- the ISO code whose calling code was picked, the number as typed, and its E.164 form
  phone_country text NOT NULL CHECK (phone_country ~ '^[A-Z]{2}$'),
  phone         text NOT NULL,
  phone_e164    text NOT NULL CHECK (phone_e164 ~ '^\+[0-9]{4,17}$'),
  email         text NOT NULL,
  synopsis      text NOT NULL,
  tags          text[] NOT NULL DEFAULT '{}',
  -- the tags lower-cased: the list's tag filter matches them ignoring case
  tag_keys      text[] NOT NULL DEFAULT '{}',
  -- an uploaded mp4 or an https link on a video site
  video_url     text NOT NULL,
  -- radiating countries, ISO 3166-1 alpha-2
  countries     text[] NOT NULL CHECK (cardinality(countries) >= 1),
  facebook_url  text NOT NULL DEFAULT '',
  youtube_url   text NOT NULL DEFAULT '',
  twitter_url   text NOT NULL DEFAULT '',
  tiktok_url    text NOT NULL DEFAULT '',
  -- the operator's last reason (refused or taken offline)
  reason        text NOT NULL DEFAULT '',
  -- counts submissions; a decision names the revision the operator read
  revision      integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  reviewer_uid  integer REFERENCES users (uid),
  like_count    integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  -- the scores, 0 to 100 (docs/kol.md, "Scores"), and when they were computed
  a_i           double precision NOT NULL DEFAULT 0 CHECK (a_i BETWEEN 0 AND 100),
  a_e           double precision NOT NULL DEFAULT 0 CHECK (a_e BETWEEN 0 AND 100),
  i_i           double precision NOT NULL DEFAULT 0 CHECK (i_i BETWEEN 0 AND 100),
  i_e           double precision NOT NULL DEFAULT 0 CHECK (i_e BETWEEN 0 AND 100),
  p_i           double precision NOT NULL DEFAULT 0 CHECK (p_i BETWEEN 0 AND 100),
  score         double precision NOT NULL DEFAULT 0 CHECK (score BETWEEN 0 AND 100),
  scores_at     timestamptz,
  submitted_at  timestamptz NOT NULL DEFAULT now(),
  reviewed_at   timestamptz,
  -- the last approval; the list's "newest" order
  approved_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (state <> 'approved' OR approved_at IS NOT NULL)
);
-- The public list, by each of its orders, and its filters.
CREATE INDEX kols_listed_score_idx ON kols (score DESC, id DESC) WHERE state = 'approved';
CREATE INDEX kols_listed_likes_idx ON kols (like_count DESC, id DESC) WHERE state = 'approved';
CREATE INDEX kols_listed_new_idx ON kols (approved_at DESC, id DESC) WHERE state = 'approved';
CREATE INDEX kols_listed_countries_idx ON kols USING gin (countries) WHERE state = 'approved';
CREATE INDEX kols_listed_tags_idx ON kols USING gin (tag_keys) WHERE state = 'approved';
-- The operators' queue.
CREATE INDEX kols_review_idx ON kols (state, submitted_at, id);

-- A user likes a KOL once.
CREATE TABLE kol_likes (
  kol_id     integer NOT NULL REFERENCES kols (id) ON DELETE CASCADE,
  uid        integer NOT NULL REFERENCES users (uid),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kol_id, uid)
);
CREATE INDEX kol_likes_user_idx ON kol_likes (uid);

-- Operators who review KOL applications (type 2: granted when its value is 1).
INSERT INTO privileges (privilege_code, privilege_typedata, default_val) VALUES ('review_kol', 2, 0);
