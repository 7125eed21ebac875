-- Users sign in with a wallet; the address is stored lower-case and is the account.
CREATE TABLE users (
  uid         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wallet_addr text NOT NULL UNIQUE CHECK (wallet_addr ~ '^0x[0-9a-f]{40}$'),
  nickname    text NOT NULL DEFAULT '',
  avatar_url  text NOT NULL DEFAULT '',
  bio         text NOT NULL DEFAULT '',
  email       text NOT NULL DEFAULT '',
  -- 0 active, 1 rejected (answers 1004)
  status      smallint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX users_created_at_idx ON users (created_at DESC);

-- One row per issued EIP-4361 message; used_at is set once, when a login consumes it.
CREATE TABLE login_nonces (
  nonce       text PRIMARY KEY,
  wallet_addr text NOT NULL,
  chain_id    integer NOT NULL,
  message     text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_nonces_expires_idx ON login_nonces (expires_at);

-- Refresh tokens are stored hashed; a rotation revokes the old one. Tokens of one sign-in
-- share a family, so a reused (stolen) token can revoke the whole family.
CREATE TABLE refresh_tokens (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users (uid),
  family      text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family);

-- The privileges the platform knows, with the value every user starts with.
CREATE TABLE privileges (
  privilege_code     text PRIMARY KEY,
  privilege_typedata smallint NOT NULL CHECK (privilege_typedata IN (1, 2)),
  default_val        integer NOT NULL DEFAULT 0
);

-- A user's own value where it differs from the default.
CREATE TABLE user_privileges (
  uid            integer NOT NULL REFERENCES users (uid),
  privilege_code text NOT NULL REFERENCES privileges (privilege_code),
  val            integer NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, privilege_code)
);

INSERT INTO privileges (privilege_code, privilege_typedata, default_val) VALUES
  ('write_article', 2, 1),
  ('write_video', 2, 1),
  ('write_wiki', 2, 1),
  ('create_special', 2, 1),
  ('create_planet', 2, 1),
  ('sell_course', 2, 0),
  ('apply_project', 2, 1),
  ('multi_send', 2, 0),
  ('dao_review', 2, 0),
  ('dao_vote', 2, 0),
  ('daily_topic_quota', 1, 20);
