-- The open platform (docs/open-platform.md): a holder's apps, each with one API key. The key is
-- `icms_<key_id>_<secret>`; only the SHA-256 of the secret is kept, so a key is shown once.
CREATE TABLE developer_apps (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid           integer NOT NULL REFERENCES users (uid),
  name          text NOT NULL,
  description   text NOT NULL DEFAULT '',
  -- Granted actions as '<group>/<action>'.
  scopes        text[] NOT NULL,
  key_id        text NOT NULL UNIQUE,
  secret_hash   text NOT NULL,
  -- Names the app's quota counters in Redis; random, so it stays unique across databases and
  -- keeps its count when the key is rotated.
  counter_id    text NOT NULL UNIQUE,
  expires_at    timestamptz NOT NULL,
  quota_minute  integer NOT NULL CHECK (quota_minute > 0),
  quota_day     integer NOT NULL CHECK (quota_day > 0),
  -- Written at most once a minute per key.
  last_used_at  timestamptz,
  revoked_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX developer_apps_uid_idx ON developer_apps (uid, id DESC);

-- Calls counted per key and window when the gateway runs without Redis: one row per app, kind
-- ('m' minute, 'd' day) and window start. Old windows are deleted as new ones open.
CREATE TABLE developer_key_usage (
  app_id        integer NOT NULL REFERENCES developer_apps (id) ON DELETE CASCADE,
  kind          char(1) NOT NULL CHECK (kind IN ('m', 'd')),
  window_start  timestamptz NOT NULL,
  calls         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (app_id, kind, window_start)
);
