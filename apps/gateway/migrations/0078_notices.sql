-- The message centre (docs/notices.md). The areas write notifications through one seam
-- (services/notices/public.ts) in the transaction of the change they report.

-- The change number: every notification takes one when it is written and a new one whenever it
-- changes (a like joins its group, its target is deleted), and a read or unread by its owner takes
-- one too. The live stream uses it as its event id and the poll as its validator; a fresh row's id
-- is the number it was written with.
CREATE SEQUENCE notice_seq;

CREATE TABLE notices (
  id             bigint PRIMARY KEY,
  seq            bigint NOT NULL,
  uid            integer NOT NULL REFERENCES users (uid),
  kind           text NOT NULL,
  -- The centre's tab of the kind (NOTICE_TABS), kept on the row so a tab's cursor applies to it
  -- without a table of kinds.
  tab            text NOT NULL,
  -- What it links to, as it was named when the event happened.
  target_type    text,
  target_id      bigint,
  target_title   text NOT NULL DEFAULT '',
  target_url     text NOT NULL DEFAULT '',
  -- The target was deleted since: the item says so and no longer counts as unread.
  target_deleted boolean NOT NULL DEFAULT false,
  -- The thread or planet it belongs to (the recipient may mute it).
  thread_type    text,
  thread_id      bigint,
  -- Grouped kinds only, while the group is open (it takes the next event of its kind on its
  -- target): `kind:target_type:target_id`. A group read by its owner is closed (null here) when
  -- the next event comes, which then opens a new one.
  group_key      text,
  -- The events the item stands for, and their latest actors (newest first, at most 3).
  count          integer NOT NULL DEFAULT 1 CHECK (count >= 1),
  actors         integer[] NOT NULL DEFAULT '{}',
  data           jsonb NOT NULL DEFAULT '{}',
  -- Read state is the owner's cursor (notice_cursors) unless this flag says otherwise: true read,
  -- false unread again, null as the cursor says.
  read           boolean,
  read_at        timestamptz,
  -- When the e-mail for it went out (digest or at once); null while not mailed.
  emailed_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- The list, newest change first, and the stream's "since this number".
CREATE UNIQUE INDEX notices_uid_seq_idx ON notices (uid, seq DESC);
-- The unread count: rows not read by flag, past the cursor or flagged unread.
CREATE INDEX notices_unread_idx ON notices (uid, tab, seq) WHERE NOT target_deleted AND read IS NOT TRUE;
-- The open group of a grouped kind: one per recipient and target, so two likes at once merge
-- (INSERT ... ON CONFLICT on this index).
CREATE UNIQUE INDEX notices_open_group_idx ON notices (uid, group_key) WHERE group_key IS NOT NULL;
-- A deleted target's notifications.
CREATE INDEX notices_target_idx ON notices (target_type, target_id) WHERE target_type IS NOT NULL;
-- The prune: read notifications by age.
CREATE INDEX notices_updated_idx ON notices (updated_at);

-- The read cursor: everything of a tab (or of all tabs, `all`) up to this change number is read,
-- unless flagged unread. "Mark all read" writes one row; every device reads the same one.
-- `changed` is the change number of the owner's last read or unread, so the counts' latest number
-- moves when another device reads.
CREATE TABLE notice_cursors (
  uid        integer NOT NULL REFERENCES users (uid),
  tab        text NOT NULL,
  up_to      bigint NOT NULL DEFAULT 0,
  changed    bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, tab)
);

-- The preference matrix: only the rows a user changed; the defaults live in code (prefs.ts).
CREATE TABLE notice_prefs (
  uid        integer NOT NULL REFERENCES users (uid),
  kind       text NOT NULL,
  app        text NOT NULL CHECK (app IN ('everyone', 'following', 'nobody')),
  email      text NOT NULL CHECK (email IN ('digest', 'instant', 'off')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, kind)
);

-- Threads and planets a user muted: their notifications are not written for him.
CREATE TABLE notice_mutes (
  uid        integer NOT NULL REFERENCES users (uid),
  type       text NOT NULL,
  id         bigint NOT NULL,
  title      text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, type, id)
);
CREATE INDEX notice_mutes_newest_idx ON notice_mutes (uid, created_at DESC);
