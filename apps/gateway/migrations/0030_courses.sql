-- Courses: the catalogue, authoring, the player's progress, ratings, comments and the
-- enrollments that open paid lessons. docs/courses.md describes the model; orders and payments
-- are the checkout's (0031).

CREATE TABLE course_categories (
  id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug     text NOT NULL UNIQUE,
  name_en  text NOT NULL,
  name_zh  text NOT NULL,
  name_ru  text NOT NULL,
  sort     integer NOT NULL DEFAULT 0
);

INSERT INTO course_categories (slug, name_en, name_zh, name_ru, sort) VALUES
  ('blockchain', 'Blockchain basics', '区块链入门', 'Основы блокчейна', 1),
  ('development', 'Smart contract development', '智能合约开发', 'Разработка смарт-контрактов', 2),
  ('trading', 'Trading and investing', '交易与投资', 'Трейдинг и инвестиции', 3),
  ('defi', 'DeFi', '去中心化金融', 'DeFi', 4),
  ('nft', 'NFT and the metaverse', 'NFT 与元宇宙', 'NFT и метавселенная', 5),
  ('security', 'Security', '安全', 'Безопасность', 6);

CREATE TABLE courses (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_uid     integer NOT NULL REFERENCES users (uid),
  cate_id        integer NOT NULL REFERENCES course_categories (id),
  lang           text NOT NULL CHECK (lang IN ('zh', 'en', 'ru')),
  name           text NOT NULL,
  abstract       text NOT NULL DEFAULT '',
  -- cleaned HTML
  details        text NOT NULL DEFAULT '',
  cover_url      text NOT NULL DEFAULT '',
  tags           text[] NOT NULL DEFAULT '{}',
  is_free        boolean NOT NULL DEFAULT false,
  -- in the coin's units, exactly as the author gave it; 0 when free
  price          numeric(20, 8) NOT NULL DEFAULT 0 CHECK (price >= 0),
  coin           text NOT NULL DEFAULT 'USDT' CHECK (coin IN ('USDT', 'ICT', 'ICMS')),
  -- audit: waiting for the member review; online: listed; refused: by review; deleted
  status         text NOT NULL DEFAULT 'audit' CHECK (status IN ('audit', 'online', 'refused', 'deleted')),
  passed_at      timestamptz,
  -- kept by the chapter, lesson, rating and comment calls in their transactions
  chapter_count  integer NOT NULL DEFAULT 0 CHECK (chapter_count >= 0),
  lesson_count   integer NOT NULL DEFAULT 0 CHECK (lesson_count >= 0),
  duration_seconds integer NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0),
  rating_sum     integer NOT NULL DEFAULT 0,
  rating_count   integer NOT NULL DEFAULT 0,
  comment_count  integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (is_free OR price > 0)
);
CREATE INDEX courses_online_idx ON courses (cate_id, passed_at DESC, id DESC) WHERE status = 'online';
CREATE INDEX courses_author_idx ON courses (author_uid, updated_at DESC, id DESC) WHERE status <> 'deleted';
-- An author names each of their courses differently (801110).
CREATE UNIQUE INDEX courses_author_name_key ON courses (author_uid, lower(name)) WHERE status <> 'deleted';

CREATE TABLE course_chapters (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id  integer NOT NULL REFERENCES courses (id),
  name       text NOT NULL,
  -- smaller first
  weight     integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_chapters_course_idx ON course_chapters (course_id, weight, id);

CREATE TABLE course_lessons (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id        integer NOT NULL REFERENCES courses (id),
  chapter_id       integer NOT NULL REFERENCES course_chapters (id),
  name             text NOT NULL,
  tags             text[] NOT NULL DEFAULT '{}',
  -- cleaned HTML
  content          text NOT NULL DEFAULT '',
  -- an mp4 upload of the author's, or empty
  video_url        text NOT NULL DEFAULT '',
  duration_seconds integer NOT NULL DEFAULT 0 CHECK (duration_seconds >= 0),
  -- smaller first
  weight           integer NOT NULL DEFAULT 0,
  is_free          boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_lessons_chapter_idx ON course_lessons (chapter_id, weight, id);
CREATE INDEX course_lessons_course_idx ON course_lessons (course_id);

CREATE TABLE course_faqs (
  id        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id),
  question  text NOT NULL,
  answer    text NOT NULL,
  weight    integer NOT NULL DEFAULT 0
);
CREATE INDEX course_faqs_course_idx ON course_faqs (course_id, weight, id);

-- A file of the course (lesson_id null) or of one lesson: one of the author's uploads.
CREATE TABLE course_attachments (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id  integer NOT NULL REFERENCES courses (id),
  lesson_id  integer REFERENCES course_lessons (id),
  upload_id  integer NOT NULL REFERENCES uploads (id),
  file_name  text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_attachments_course_idx ON course_attachments (course_id, lesson_id, id);

-- Who may play a paid course's lessons: filled by the checkout's projection when an order is
-- paid on chain, revoked on refund. A grant outside an order (order_id null) is an operator's.
CREATE TABLE course_enrollments (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (uid),
  course_id  integer NOT NULL REFERENCES courses (id),
  order_id   integer,
  granted_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CONSTRAINT course_enrollments_key UNIQUE (uid, course_id)
);
CREATE INDEX course_enrollments_course_idx ON course_enrollments (course_id) WHERE revoked_at IS NULL;

CREATE TABLE course_progress (
  uid              integer NOT NULL REFERENCES users (uid),
  lesson_id        integer NOT NULL REFERENCES course_lessons (id),
  course_id        integer NOT NULL REFERENCES courses (id),
  position_seconds integer NOT NULL DEFAULT 0 CHECK (position_seconds >= 0),
  completed        boolean NOT NULL DEFAULT false,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, lesson_id)
);
CREATE INDEX course_progress_course_idx ON course_progress (uid, course_id, updated_at DESC);

-- One rating per user and course (803000).
CREATE TABLE course_ratings (
  course_id  integer NOT NULL REFERENCES courses (id),
  uid        integer NOT NULL REFERENCES users (uid),
  score      smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (course_id, uid)
);

CREATE TABLE course_comments (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id  integer NOT NULL REFERENCES courses (id),
  uid        integer NOT NULL REFERENCES users (uid),
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_comments_course_idx ON course_comments (course_id, created_at DESC, id DESC);

-- Courses are reviewed by members like the other kinds.
ALTER TABLE review_decisions DROP CONSTRAINT review_decisions_kind_check;
ALTER TABLE review_decisions ADD CONSTRAINT review_decisions_kind_check
  CHECK (kind IN ('article', 'wiki', 'special', 'course'));
