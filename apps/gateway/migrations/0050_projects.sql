-- Projects: a project's page in language versions, its documents, social links, partners and
-- apps, the special, channel or planet bound to it, and the history of its review rounds.
-- Credited forwards of shared links (`share_forwards`) serve every kind of page. docs/projects.md
-- describes the model.

CREATE TABLE projects (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_uid        integer NOT NULL REFERENCES users (uid),
  -- the language of the first version
  lang             text NOT NULL CHECK (lang IN ('zh', 'en', 'ru')),
  -- the wizard's idempotency key: one project per key and owner, however often it is sent
  request_key      text NOT NULL,
  cover_url        text NOT NULL DEFAULT '',
  logo_url         text NOT NULL DEFAULT '',
  official_url     text NOT NULL DEFAULT '',
  online_time      date,
  -- 0 pending (waiting in the member review), 1 pass (listed), 2 refused, 3 draft
  status           smallint NOT NULL DEFAULT 3 CHECK (status IN (0, 1, 2, 3)),
  -- the bound special, channel or planet; set once, never changed
  cluster_kind     text CHECK (cluster_kind IN ('special', 'channel', 'planet')),
  cluster_id       integer,
  cluster_bound_at timestamptz,
  submitted_at     timestamptz,
  passed_at        timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((cluster_kind IS NULL) = (cluster_id IS NULL))
);
CREATE UNIQUE INDEX projects_request_key ON projects (owner_uid, request_key);
-- A special, channel or planet is bound to one project at most.
CREATE UNIQUE INDEX projects_cluster_key ON projects (cluster_kind, cluster_id) WHERE cluster_id IS NOT NULL;
CREATE INDEX projects_listed_idx ON projects (passed_at DESC, id DESC) WHERE status = 1;
CREATE INDEX projects_waiting_idx ON projects (submitted_at, id) WHERE status = 0;
CREATE INDEX projects_owner_idx ON projects (owner_uid, updated_at DESC, id DESC);

-- One row per language version of a project.
CREATE TABLE project_texts (
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  lang       text NOT NULL CHECK (lang IN ('zh', 'en', 'ru')),
  title      text NOT NULL,
  abstract   text NOT NULL DEFAULT '',
  -- cleaned HTML
  content    text NOT NULL DEFAULT '',
  tags       text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, lang)
);
CREATE INDEX project_texts_tags_idx ON project_texts USING gin (tags);

CREATE TABLE project_docs (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  file_name  text NOT NULL,
  link       text NOT NULL,
  doc_time   date NOT NULL DEFAULT CURRENT_DATE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- 801118: a document of the same file name or link.
CREATE UNIQUE INDEX project_docs_name_key ON project_docs (project_id, lower(file_name));
CREATE UNIQUE INDEX project_docs_link_key ON project_docs (project_id, link);

CREATE TABLE project_socials (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name       text NOT NULL,
  url        text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- 801114: a social link of the same name.
CREATE UNIQUE INDEX project_socials_name_key ON project_socials (project_id, lower(name));

CREATE TABLE project_partners (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name       text NOT NULL,
  url        text NOT NULL,
  logo_url   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- 801119: a partner of the same name.
CREATE UNIQUE INDEX project_partners_name_key ON project_partners (project_id, lower(name));

CREATE TABLE project_apps (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id   integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name         text NOT NULL,
  download_url text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
-- 801116: an app of the same name or download link.
CREATE UNIQUE INDEX project_apps_name_key ON project_apps (project_id, lower(name));
CREATE UNIQUE INDEX project_apps_link_key ON project_apps (project_id, download_url);

-- Every submission and decision of a project, kept across rounds and shown to its owner. A
-- refusal keeps its reasons: `reason_ids[i]` of the reason list, or 0 with the text `reasons[i]`.
CREATE TABLE project_reviews (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event      text NOT NULL CHECK (event IN ('submit', 'pass', 'refuse')),
  reason_ids integer[] NOT NULL DEFAULT '{}',
  reasons    text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_reviews_project_idx ON project_reviews (project_id, id DESC);

-- Projects are reviewed by members like the other kinds.
ALTER TABLE review_decisions DROP CONSTRAINT review_decisions_kind_check;
ALTER TABLE review_decisions ADD CONSTRAINT review_decisions_kind_check
  CHECK (kind IN ('article', 'wiki', 'special', 'course', 'project'));

-- A visit through a forwarded link, credited to the forwarder once per visitor (a signed-in
-- visitor's `u:<uid>`, an anonymous one's `a:<hash of the client>`). `kind` names the page
-- ('project', ...); nobody is credited for their own visit.
CREATE TABLE share_forwards (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind          text NOT NULL,
  item_id       integer NOT NULL,
  forwarder_uid integer NOT NULL REFERENCES users (uid),
  visitor_key   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX share_forwards_visit_key ON share_forwards (kind, item_id, forwarder_uid, visitor_key);
CREATE INDEX share_forwards_created_idx ON share_forwards (created_at);
