-- Investment: the cooperation forms (one per user, never changed after sending) and the
-- guestbook (signed in or not), each answered by operators holding `answer_invest`.
-- docs/investment.md describes the model.

INSERT INTO privileges (privilege_code, privilege_typedata, default_val) VALUES
  ('answer_invest', 2, 0);  -- sees and answers investment submissions

CREATE TABLE invest_coop_forms (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- one form per user: a second send is refused by this key
  uid              integer NOT NULL UNIQUE REFERENCES users (uid),
  institution_name text NOT NULL,
  institution_type text NOT NULL CHECK (institution_type IN ('exchange', 'fund', 'media', 'other')),
  description      text NOT NULL,
  official_site    text NOT NULL,
  contact_email    text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- the operator's answer; null until given
  reply            text,
  replied_by       integer REFERENCES users (uid),
  replied_at       timestamptz
);
CREATE INDEX invest_coop_forms_unanswered_idx ON invest_coop_forms (id) WHERE reply IS NULL;

CREATE TABLE invest_gbook_entries (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- null for an anonymous message
  uid              integer REFERENCES users (uid),
  institution_name text NOT NULL,
  contact_name     text NOT NULL,
  phone            text NOT NULL,
  email            text NOT NULL,
  remark           text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now(),
  reply            text,
  replied_by       integer REFERENCES users (uid),
  replied_at       timestamptz
);
CREATE INDEX invest_gbook_entries_uid_idx ON invest_gbook_entries (uid, id) WHERE uid IS NOT NULL;
CREATE INDEX invest_gbook_entries_unanswered_idx ON invest_gbook_entries (id) WHERE reply IS NULL;
