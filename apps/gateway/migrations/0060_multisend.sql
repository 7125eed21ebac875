-- One-click multi-send (docs/multisend.md): a user's connected accounts on social networks, the
-- sends of their published items, one target per account, and one failure notice per target.

-- The plain fields (ids, addresses) are kept as given; the secret ones only as one AES-256-GCM
-- box: `<key id>.<iv>.<tag>.<ciphertext>` in base64, bound to the owner and network.
CREATE TABLE multisend_accounts (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid          integer NOT NULL REFERENCES users (uid),
  network      text NOT NULL CHECK (network IN ('x', 'telegram', 'discord', 'facebook', 'mastodon', 'vk')),
  label        text NOT NULL DEFAULT '',
  plain_fields jsonb NOT NULL DEFAULT '{}',
  secret_box   text NOT NULL DEFAULT '',
  -- needs_reconnect: the network refused the credentials and who-am-I failed too
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'needs_reconnect')),
  remote_name  text NOT NULL DEFAULT '',
  checked_at   timestamptz,
  -- a removed account keeps its row for the history of sends; its secrets are erased
  deleted_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX multisend_accounts_uid_idx ON multisend_accounts (uid, id) WHERE deleted_at IS NULL;

-- A send: the item's title, link and cover as they were when it was sent.
CREATE TABLE multisend_posts (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid             integer NOT NULL REFERENCES users (uid),
  article_id      integer NOT NULL REFERENCES articles (id),
  -- a double click sends the same key: one send
  idempotency_key text NOT NULL,
  title           text NOT NULL,
  link            text NOT NULL,
  cover_url       text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (uid, idempotency_key)
);
CREATE INDEX multisend_posts_uid_idx ON multisend_posts (uid, created_at DESC, id DESC);

-- One network account of a send: queued -> sending -> sent, failed or unknown.
CREATE TABLE multisend_targets (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id         integer NOT NULL REFERENCES multisend_posts (id),
  account_id      integer NOT NULL REFERENCES multisend_accounts (id),
  network         text NOT NULL,
  state           text NOT NULL DEFAULT 'queued'
                  CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'unknown')),
  -- the number the current delivery job carries; a job with another number is stale
  job_seq         integer NOT NULL DEFAULT 1,
  -- calls made for this target (rate limits and server errors count)
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  remote_id       text NOT NULL DEFAULT '',
  remote_url      text NOT NULL DEFAULT '',
  error_kind      text CHECK (error_kind IN
                  ('auth', 'transient', 'rejected', 'unavailable', 'account_gone', 'timeout', 'interrupted')),
  error_detail    text NOT NULL DEFAULT '',
  updated_at      timestamptz NOT NULL DEFAULT now(),
  -- a post counts as sent only with the network's id saved
  CHECK (state <> 'sent' OR remote_id <> ''),
  UNIQUE (post_id, account_id)
);
CREATE INDEX multisend_targets_account_idx ON multisend_targets (account_id) WHERE state = 'queued';

-- One notice per failed or unknown target (not one per attempt); a retry or the user dismisses it.
CREATE TABLE multisend_notices (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid          integer NOT NULL REFERENCES users (uid),
  target_id    integer NOT NULL UNIQUE REFERENCES multisend_targets (id),
  dismissed_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX multisend_notices_open_idx ON multisend_notices (uid, created_at DESC, id DESC) WHERE dismissed_at IS NULL;
