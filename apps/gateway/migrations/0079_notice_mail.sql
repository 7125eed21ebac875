-- The message centre's e-mail (docs/notices-mail.md): a member's address, its confirmation
-- links, and the outbox every mail goes through. Which notifications were mailed is
-- `notices.emailed_at` (0078).

-- One address per member. Only a confirmed one gets notification mail; setting another address
-- unconfirms it.
CREATE TABLE notice_emails (
  uid            integer PRIMARY KEY REFERENCES users (uid),
  email          text NOT NULL,
  confirmed_at   timestamptz,
  -- The language the mails are written in: the member's when he set the address (the gateway
  -- keeps no language per member otherwise).
  lang           text NOT NULL DEFAULT 'zh-cn' CHECK (lang IN ('zh-cn', 'en', 'ru')),
  -- The hour of the day (UTC) the digest goes out.
  digest_hour    smallint NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
  -- The digest slot (a day at digest_hour) last taken: a slot's digest goes out once.
  last_digest_at timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- The sweep's digest pass: confirmed addresses by hour.
CREATE INDEX notice_emails_digest_idx ON notice_emails (digest_hour) WHERE confirmed_at IS NOT NULL;

-- Confirmation links. The token exists only in the mail; its SHA-256 is kept here, set when the
-- mail is sent (null until then), and the link works once, before it expires, for the address it
-- was sent to.
CREATE TABLE notice_email_tokens (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users (uid),
  email       text NOT NULL,
  token_hash  text UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The per-member hourly limit on confirmation mails.
CREATE INDEX notice_email_tokens_uid_idx ON notice_email_tokens (uid, created_at DESC);

-- The outbox: one row per mail, written in the transaction that decides it (the address set,
-- the notifications claimed), sent by a job. The job claims the row for a while before sending
-- and stamps sent_at after, so a job run twice (or on two workers) sends once.
CREATE TABLE notice_mails (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid           integer NOT NULL REFERENCES users (uid),
  purpose       text NOT NULL CHECK (purpose IN ('confirm', 'instant', 'digest')),
  to_email      text NOT NULL,
  -- A confirmation mail's link.
  token_id      bigint REFERENCES notice_email_tokens (id) ON DELETE CASCADE,
  -- A notification mail's notifications (the digest's, or the one mailed at once).
  notice_ids    bigint[] NOT NULL DEFAULT '{}',
  -- A sender holds the row until then; past it (its process died) another may send it.
  claimed_until timestamptz,
  sent_at       timestamptz,
  -- Why it was not sent and never will be (the address changed or lost its confirmation, its
  -- notifications were deleted since).
  dropped       text,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX notice_mails_pending_idx ON notice_mails (created_at) WHERE sent_at IS NULL AND dropped IS NULL;
CREATE INDEX notice_mails_uid_idx ON notice_mails (uid, created_at DESC);
