-- Every stored upload with its owner: only the owner may delete it. The storage key names the
-- object on local disk (under UPLOAD_DIR) or in the S3 bucket.
CREATE TABLE uploads (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_uid   integer NOT NULL REFERENCES users (uid),
  kind        text NOT NULL CHECK (kind IN ('image', 'video')),
  storage_key text NOT NULL UNIQUE,
  url         text NOT NULL UNIQUE,
  mime        text NOT NULL,
  size_bytes  bigint NOT NULL,
  width       integer,
  height      integer,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_owner_idx ON uploads (owner_uid, created_at DESC);
