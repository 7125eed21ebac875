-- DAO proposals and their signed votes (docs/dao-votes.md).

-- Holders of this privilege may open proposals (granted by an administrator; the demo grants it
-- to alice).
INSERT INTO privileges (privilege_code, privilege_typedata, default_val) VALUES ('dao_propose', 2, 0);

CREATE TABLE dao_proposals (
  id             serial PRIMARY KEY,
  author_uid     integer NOT NULL REFERENCES users (uid),
  title          text NOT NULL,
  body           text NOT NULL,
  -- the option labels, in order; a vote names an option by its index
  options        jsonb NOT NULL,
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL CHECK (ends_at > starts_at),
  -- the block whose staking checkpoints weigh every vote
  snapshot_block bigint NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dao_proposals_ends_idx ON dao_proposals (ends_at DESC, id DESC);

-- Every signed vote as received; a later vote of the same wallet clears `counted` on the earlier.
CREATE TABLE dao_votes (
  id           serial PRIMARY KEY,
  proposal_id  integer NOT NULL REFERENCES dao_proposals (id),
  -- the signing wallet, lower-case
  voter        text NOT NULL,
  uid          integer NOT NULL REFERENCES users (uid),
  option_index smallint NOT NULL CHECK (option_index >= 0),
  -- staked NFTs of the voter at the snapshot block
  weight       integer NOT NULL CHECK (weight > 0),
  -- the signed message's timestamp (Unix seconds)
  signed_at    bigint NOT NULL,
  signature    text NOT NULL UNIQUE,
  counted      boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX dao_votes_counted_idx ON dao_votes (proposal_id, voter) WHERE counted;
CREATE INDEX dao_votes_proposal_idx ON dao_votes (proposal_id, id);
