-- X-Man dividends by time staked (docs/income.md): each DAO NFT's staking periods, with the time of
-- the blocks that opened and closed them (the chain's clock), so a settlement can weigh a wallet
-- by the seconds its tokens were staked inside the epoch. Derived from the chain like the other
-- chain_* tables, and emptied with them when the indexer starts over.

-- One row per Staked event and token, closed by the token's next Unstaked event. A time is NULL
-- until the indexer has read its block (rows backfilled below, or a block whose time was not read
-- with its range); settlements wait while any is missing.
CREATE TABLE staking_periods (
  token_id       integer NOT NULL,
  staker         text NOT NULL,
  staked_block   bigint NOT NULL,
  staked_log     integer NOT NULL,
  staked_at      timestamptz,
  unstaked_block bigint,
  unstaked_log   integer,
  unstaked_at    timestamptz,
  PRIMARY KEY (token_id, staked_block, staked_log),
  CHECK ((unstaked_block IS NULL) = (unstaked_log IS NULL)),
  CHECK (unstaked_at IS NULL OR unstaked_block IS NOT NULL),
  CHECK ((unstaked_block, unstaked_log) > (staked_block, staked_log))
);

CREATE INDEX staking_periods_staker_idx ON staking_periods (staker);
CREATE INDEX staking_periods_staked_at_idx ON staking_periods (staked_at);
-- The periods whose block times the indexer still has to read.
CREATE INDEX staking_periods_untimed_idx ON staking_periods (staked_block)
  WHERE staked_at IS NULL OR (unstaked_block IS NOT NULL AND unstaked_at IS NULL);

-- The time of the last indexed block (the anchor): the index holds every event before it.
-- NULL until the indexer has read it (after this migration, and after each reset).
ALTER TABLE chain_checkpoint ADD COLUMN anchor_time timestamptz;

-- The periods of the staking events already indexed, each Staked event closed by the token's
-- next event when that is an Unstaked one. Their times are read by the indexer's next pass.
WITH moves AS (
  SELECT e.event, e.args ->> 'account' AS account, t.token::integer AS token_id, e.block_number, e.log_index
    FROM chain_events e
   CROSS JOIN LATERAL jsonb_array_elements_text(e.args -> 'tokenIds') AS t(token)
   WHERE e.event IN ('Staked', 'Unstaked')
), ordered AS (
  SELECT m.*,
         lead(m.event) OVER w AS next_event,
         lead(m.block_number) OVER w AS next_block,
         lead(m.log_index) OVER w AS next_log
    FROM moves m
  WINDOW w AS (PARTITION BY m.token_id ORDER BY m.block_number, m.log_index)
)
INSERT INTO staking_periods (token_id, staker, staked_block, staked_log, unstaked_block, unstaked_log)
SELECT token_id, account, block_number, log_index,
       CASE WHEN next_event = 'Unstaked' THEN next_block END,
       CASE WHEN next_event = 'Unstaked' THEN next_log END
  FROM ordered
 WHERE event = 'Staked'
ON CONFLICT DO NOTHING;
