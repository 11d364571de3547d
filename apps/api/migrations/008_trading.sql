-- Trading: flash swaps with their Pending Exchange queue, the turbo's vortex, and the FOMO
-- prize pool's periods, volumes and prizes (docs/trading.md). Balances
-- live in the ledger; these rows say what was asked, at what price and when, by the
-- product's clock.

CREATE TABLE swaps (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  from_asset TEXT NOT NULL CHECK (from_asset IN ('X', 'USDD', 'TNB')),
  to_asset TEXT NOT NULL CHECK (to_asset IN ('X', 'USDD', 'TNB') AND to_asset <> from_asset),
  -- In from_asset's base units: what the user gives, and the fee taken from it.
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  fee NUMERIC(78, 0) NOT NULL CHECK (fee >= 0 AND fee < amount),
  -- In to_asset's base units: the quote the user accepted and the least it may fill for.
  quoted_out NUMERIC(78, 0) NOT NULL CHECK (quoted_out > 0),
  slippage_bps INTEGER NOT NULL,
  min_out NUMERIC(78, 0) NOT NULL CHECK (min_out >= 0),
  -- 'pending' is Pending Exchange: the input held in the user's swap_held account.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'cancelled')),
  created_at TIMESTAMPTZ NOT NULL,
  -- Once completed: what was paid, at what price (to per one from), the input's USDD value
  -- (its ranking volume) and what the prize pool received.
  amount_out NUMERIC(78, 0) CHECK (amount_out > 0),
  price TEXT,
  volume NUMERIC(78, 0),
  prize NUMERIC(78, 0),
  settled_at TIMESTAMPTZ,
  -- The swap's operation: the input held, and the fill posted on it too (one record).
  operation_id BIGINT NOT NULL UNIQUE REFERENCES ledger_operations (id),
  -- The cancellation, which returns the input.
  settle_operation_id BIGINT REFERENCES ledger_operations (id),
  CHECK ((status = 'completed') = (amount_out IS NOT NULL))
);
CREATE INDEX swaps_user_idx ON swaps (user_id, id DESC);
CREATE INDEX swaps_user_status_idx ON swaps (user_id, status, id DESC);
-- The queue: Pending Exchange swaps by the asset they wait for, first in first out.
CREATE INDEX swaps_queue_idx ON swaps (to_asset, id) WHERE status = 'pending';

-- The vortex, activated once per user.
CREATE TABLE turbo_vortex (
  user_id BIGINT PRIMARY KEY REFERENCES users (id),
  activated_at TIMESTAMPTZ NOT NULL,
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id)
);

-- Each prize period (kind 'hour' | 'week' | 'month', named by its start): the fees it
-- received and what was carried into it (the previous period's rest, prizes that expired
-- during it). Its pot is their sum; when the period is settled, what its winners were awarded
-- and what it carried out. The prize pool's ledger account of the kind holds the pots of the
-- periods not settled yet.
CREATE TABLE prize_periods (
  kind TEXT NOT NULL CHECK (kind IN ('hour', 'week', 'month')),
  period_start TIMESTAMPTZ NOT NULL,
  fees NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (fees >= 0),
  carried_in NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (carried_in >= 0),
  awarded NUMERIC(78, 0) CHECK (awarded >= 0),
  carried_out NUMERIC(78, 0) CHECK (carried_out >= 0),
  settled_at TIMESTAMPTZ,
  PRIMARY KEY (kind, period_start),
  CHECK (awarded IS NULL OR awarded + carried_out = fees + carried_in)
);

-- Each trader's swap volume (USDD base units) in each period, kept by every swap's fill: the
-- ranking reads it instead of summing the swaps. `seq` orders equal volumes by who reached
-- theirs first (ties: earlier first), also when the clock shows the same instant.
CREATE SEQUENCE prize_volume_seq;

-- A volume's bucket: its number of digits, then its first three digits. It never decreases as
-- the volume grows, so the traders of a higher bucket are all ahead; a bucket spans 0.1% to 1%
-- of its volumes.
CREATE FUNCTION prize_volume_bucket(v NUMERIC) RETURNS INTEGER
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT length(v::text) * 1000 + rpad(left(v::text, 3), 3, '0')::integer
$$;

CREATE TABLE prize_volumes (
  kind TEXT NOT NULL,
  period_start TIMESTAMPTZ NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users (id),
  volume NUMERIC(78, 0) NOT NULL CHECK (volume > 0),
  bucket INTEGER NOT NULL,
  swaps INTEGER NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  seq BIGINT NOT NULL,
  PRIMARY KEY (kind, period_start, user_id)
);
-- The ranking's order: the top N is this index's first N entries.
CREATE INDEX prize_volumes_rank_idx ON prize_volumes (kind, period_start, volume DESC, seq);
-- A trader's rank: the traders of the buckets above theirs (prize_buckets), plus those ahead
-- in their own bucket, a short range of this index.
CREATE INDEX prize_volumes_bucket_idx
  ON prize_volumes (kind, period_start, bucket, volume DESC, seq);

-- How many traders each bucket of each period holds, kept with prize_volumes by every fill:
-- a rank never counts more than one bucket's traders one by one, whatever the period's size.
CREATE TABLE prize_buckets (
  kind TEXT NOT NULL,
  period_start TIMESTAMPTZ NOT NULL,
  bucket INTEGER NOT NULL,
  traders INTEGER NOT NULL CHECK (traders >= 0),
  PRIMARY KEY (kind, period_start, bucket)
);

-- A place won in a settled period: claimable until claimed, or until it expires and rolls
-- into the kind's period then in progress.
CREATE TABLE prizes (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL,
  period_start TIMESTAMPTZ NOT NULL,
  rank INTEGER NOT NULL CHECK (rank > 0),
  user_id BIGINT NOT NULL REFERENCES users (id),
  volume NUMERIC(78, 0) NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed', 'expired')),
  awarded_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id),
  settle_operation_id BIGINT REFERENCES ledger_operations (id),
  settled_at TIMESTAMPTZ,
  UNIQUE (kind, period_start, rank)
);
CREATE INDEX prizes_period_idx ON prizes (kind, period_start DESC, rank);
CREATE INDEX prizes_expiry_idx ON prizes (expires_at) WHERE status = 'claimable';
