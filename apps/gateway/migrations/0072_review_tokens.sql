-- One NFT, one voice in member review (docs/dao.md, "One NFT, one voice").
--
-- A decision speaks for the NFTs its wallet had staked when it was made and that had not spoken
-- in the item's open round yet; it weighs as many of them as it speaks for. Decisions recorded
-- before this migration keep the weight of one they were counted with (their tokens are unknown).
ALTER TABLE review_decisions ADD COLUMN weight integer NOT NULL DEFAULT 1 CHECK (weight > 0);

-- The NFTs each decision speaks for. `kind`, `item_id` and `settled` follow the decision's, so an
-- NFT can be refused a second voice in an open round by one index, whichever wallet holds it.
CREATE TABLE review_decision_tokens (
  decision_id integer NOT NULL REFERENCES review_decisions (id),
  kind        text NOT NULL,
  item_id     integer NOT NULL,
  token_id    numeric(78, 0) NOT NULL CHECK (token_id >= 0),
  settled     boolean NOT NULL DEFAULT false,
  PRIMARY KEY (decision_id, token_id)
);

-- One voice per NFT and open round (801143).
CREATE UNIQUE INDEX review_decision_tokens_open_key ON review_decision_tokens (kind, item_id, token_id)
  WHERE NOT settled;
