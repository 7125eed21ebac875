-- Member review of submitted content (docs/decisions.md, "Review quorum and signed decisions").

-- The rejection reasons a reviewer picks from, in the three languages of the interface.
CREATE TABLE review_reasons (
  id         integer PRIMARY KEY,
  zh         text NOT NULL,
  en         text NOT NULL,
  ru         text NOT NULL
);

INSERT INTO review_reasons (id, zh, en, ru) VALUES
  (1, '内容质量低或缺乏实质内容', 'Low quality or no substance', 'Низкое качество или нет содержания'),
  (2, '广告或垃圾信息', 'Advertising or spam', 'Реклама или спам'),
  (3, '抄袭或侵犯版权', 'Plagiarism or copyright infringement', 'Плагиат или нарушение авторских прав'),
  (4, '与区块链和 Web3 主题无关', 'Off topic for blockchain and Web3', 'Не по теме блокчейна и Web3'),
  (5, '虚假或误导性信息', 'False or misleading information', 'Ложная или вводящая в заблуждение информация'),
  (6, '违法或有害内容', 'Illegal or harmful content', 'Незаконное или вредное содержание');

-- One row per signed decision. `kind` 'article' and 'wiki' name rows of articles, 'special'
-- rows of specials. The EIP-712 signature is kept with the message fields it signed, so anyone
-- can check a decision again. A decision is `settled` once its item reached a quorum: a later
-- submission of the item is a new round of review.
CREATE TABLE review_decisions (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('article', 'wiki', 'special')),
  item_id      integer NOT NULL,
  reviewer_uid integer NOT NULL REFERENCES users (uid),
  wallet_addr  text NOT NULL,
  decision     text NOT NULL CHECK (decision IN ('pass', 'reject')),
  reason_id    integer REFERENCES review_reasons (id),
  reason       text NOT NULL DEFAULT '',
  nonce        text NOT NULL,
  deadline     bigint NOT NULL,
  chain_id     integer NOT NULL,
  signature    text NOT NULL,
  settled      boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- A nonce signs once per wallet: a second use is a replay.
  CONSTRAINT review_decisions_nonce_key UNIQUE (wallet_addr, nonce)
);

-- One open decision per member per item (801123).
CREATE UNIQUE INDEX review_decisions_member_key ON review_decisions (kind, item_id, reviewer_uid) WHERE NOT settled;
CREATE INDEX review_decisions_item_idx ON review_decisions (item_id, kind);
