-- The platform's figures per day, every piece summed (docs/datacentre.md): written by the rollup
-- with the day's per-piece rows, so the operators' overview reads one row a day instead of every
-- piece's.
CREATE TABLE datacentre_platform_days (
  day              date PRIMARY KEY,
  views            integer NOT NULL DEFAULT 0,
  loads            integer NOT NULL DEFAULT 0,
  reads            integer NOT NULL DEFAULT 0,
  forward_visits   integer NOT NULL DEFAULT 0,
  shortlink_visits integer NOT NULL DEFAULT 0,
  likes            integer NOT NULL DEFAULT 0,
  comments         integer NOT NULL DEFAULT 0,
  collects         integer NOT NULL DEFAULT 0,
  follows          integer NOT NULL DEFAULT 0,
  shares           integer NOT NULL DEFAULT 0,
  contribution     integer NOT NULL DEFAULT 0,
  ict              numeric(78, 0) NOT NULL DEFAULT 0,
  icms             numeric(78, 0) NOT NULL DEFAULT 0,
  usdt             numeric(78, 0) NOT NULL DEFAULT 0
);
