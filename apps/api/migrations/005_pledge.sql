-- Staking: flexible and fixed-term pledges, their daily settlements, and earnings under the
-- exit cap (docs/pledge.md). Balances live in the ledger; these rows say
-- when and why they moved, stamped with the product's clock.

-- Every change of a user's flexible principal (+ stake, - unstake) at the product clock's
-- time: a day's settlement, however late it runs, rebuilds the principal held all day from
-- them (ledger rows carry the database's wall time, not the demo clock).
CREATE TABLE flexible_events (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  at TIMESTAMPTZ NOT NULL,
  delta NUMERIC(78, 0) NOT NULL CHECK (delta <> 0),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id)
);
CREATE INDEX flexible_events_user_at_idx ON flexible_events (user_id, at);

-- Fixed-term orders. Rewards accrue for the whole UTC days from the day after the order to
-- maturity (`reward_start` .. `maturity_time`, both midnights).
CREATE TABLE fixed_orders (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  days INTEGER NOT NULL CHECK (days > 0),
  -- The term's band when the order was made (parts per million a day).
  min_rate_ppm INTEGER NOT NULL,
  max_rate_ppm INTEGER NOT NULL,
  order_time TIMESTAMPTZ NOT NULL,
  reward_start TIMESTAMPTZ NOT NULL,
  maturity_time TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'matured', 'repledged')),
  released NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (released >= 0),
  claimed NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= released),
  repledged_from BIGINT REFERENCES fixed_orders (id),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id)
);
CREATE INDEX fixed_orders_user_idx ON fixed_orders (user_id, id DESC);
CREATE INDEX fixed_orders_maturity_idx ON fixed_orders (maturity_time) WHERE status = 'active';

-- What a day's settlement fixed at its first attempt: the rate of each term (from the pool's
-- health then) and the pro-rata share the pool could pay, so every batch and every resumed
-- attempt of that day pays by the same figures.
CREATE TABLE pledge_days (
  job TEXT NOT NULL,
  day TEXT NOT NULL,
  rates JSONB NOT NULL,
  pool NUMERIC(78, 0) NOT NULL,
  due NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (job, day)
);

-- Every reward a settlement computed for a user: what was due, what was paid, what stayed in
-- the pool as frozen (over the exit cap) and what the pool could not pay (shortfall).
-- `source` is 'flexible' or 'fixed' (then `order_id`); the team's rewards will add theirs.
-- Written with the reward's ledger operation (its idempotency key makes it once per day).
CREATE TABLE earnings (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  source TEXT NOT NULL,
  order_id BIGINT REFERENCES fixed_orders (id),
  day TEXT NOT NULL,
  due NUMERIC(78, 0) NOT NULL,
  paid NUMERIC(78, 0) NOT NULL,
  frozen NUMERIC(78, 0) NOT NULL,
  shortfall NUMERIC(78, 0) NOT NULL,
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id)
);
CREATE INDEX earnings_user_idx ON earnings (user_id, day);
CREATE INDEX earnings_order_idx ON earnings (order_id, day) WHERE order_id IS NOT NULL;
