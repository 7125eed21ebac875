-- Activities (meetups, AMAs, hackathons, investment roadshows) written by operators, and the
-- members' signups with a waitlist. docs/activities.md describes the model.

CREATE TABLE activities (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('meetup', 'ama', 'hackathon', 'investment')),
  lang            text NOT NULL CHECK (lang IN ('zh', 'en', 'ru')),
  author_uid      integer NOT NULL REFERENCES users (uid),
  title           text NOT NULL,
  abstract        text NOT NULL DEFAULT '',
  -- cleaned HTML
  content         text NOT NULL DEFAULT '',
  cover_url       text NOT NULL DEFAULT '',
  -- at least one of the two
  place           text NOT NULL DEFAULT '',
  online_url      text NOT NULL DEFAULT '',
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  signup_deadline timestamptz NOT NULL,
  -- places; 0: no limit
  capacity        integer NOT NULL CHECK (capacity >= 0),
  -- signups holding a place and signups waiting, kept by the signup and cancel calls
  signed_count    integer NOT NULL DEFAULT 0 CHECK (signed_count >= 0),
  waiting_count   integer NOT NULL DEFAULT 0 CHECK (waiting_count >= 0),
  -- online, or deleted by an operator
  status          text NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'deleted')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at >= starts_at),
  CHECK (signup_deadline <= ends_at),
  CHECK (place <> '' OR online_url <> '')
);
CREATE INDEX activities_starts_idx ON activities (starts_at, id) WHERE status = 'online';

-- A signup holds a place (signed), waits for one (waiting) or was withdrawn (cancelled). Signup
-- order is the id order; a user has at most one signup that is not cancelled per activity, and
-- may sign up again (at the end of the queue) after cancelling.
CREATE TABLE activity_signups (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id  integer NOT NULL REFERENCES activities (id),
  uid          integer NOT NULL REFERENCES users (uid),
  name         text NOT NULL,
  contact      text NOT NULL,
  email        text NOT NULL,
  note         text NOT NULL DEFAULT '',
  state        text NOT NULL CHECK (state IN ('signed', 'waiting', 'cancelled')),
  -- set when a freed place moved the signup from the waitlist
  promoted_at  timestamptz,
  cancelled_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX activity_signups_active_key ON activity_signups (activity_id, uid) WHERE state <> 'cancelled';
CREATE INDEX activity_signups_activity_idx ON activity_signups (activity_id, id);
CREATE INDEX activity_signups_uid_idx ON activity_signups (uid, activity_id, id DESC);

-- What a member is told about their signups: `promoted` when a freed place became theirs.
-- Written by a background job sent in the promotion's transaction; at most one per signup and kind.
CREATE TABLE activity_notices (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users (uid),
  activity_id integer NOT NULL REFERENCES activities (id),
  signup_id   integer NOT NULL REFERENCES activity_signups (id),
  kind        text NOT NULL CHECK (kind IN ('promoted')),
  read_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (signup_id, kind)
);
CREATE INDEX activity_notices_uid_idx ON activity_notices (uid, id DESC);
