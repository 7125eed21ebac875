-- Short links (docs/short-links.md): a short code for a detail page of the site, with the member
-- who shared it (none for a visitor), and the visits it brought.

CREATE TABLE short_links (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- base62, 8 characters
  code             text NOT NULL UNIQUE CHECK (code ~ '^[0-9A-Za-z]{8}$'),
  -- the page in its stored form: a path with the page's id, no origin, no forward fields
  url              text NOT NULL,
  -- the sharer; null for a link made without a session
  sharer_uid       integer REFERENCES users (uid),
  visit_count      integer NOT NULL DEFAULT 0 CHECK (visit_count >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_visit_at    timestamptz
);
-- One link per page and sharer (and one per page for links without a sharer).
CREATE UNIQUE INDEX short_links_url_sharer_key ON short_links (url, (COALESCE(sharer_uid, 0)));
CREATE INDEX short_links_sharer_idx ON short_links (sharer_uid, id) WHERE sharer_uid IS NOT NULL;

-- Distinct visitors per link and day: a keyed hash of the client (address and browser), never
-- the address itself; the key changes meaning every day, so days cannot be joined per visitor.
CREATE TABLE short_link_visitors (
  link_id      integer NOT NULL REFERENCES short_links (id) ON DELETE CASCADE,
  day          date NOT NULL,
  visitor_hash text NOT NULL,
  PRIMARY KEY (link_id, day, visitor_hash)
);
