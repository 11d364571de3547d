-- Insurance on regular pledges (docs/insurance.md). The premium and the
-- payout are ledger operations; a policy row says what was covered and on what terms.
CREATE TABLE insurance_policies (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Once per order.
  order_id BIGINT NOT NULL UNIQUE REFERENCES fixed_orders (id),
  user_id BIGINT NOT NULL REFERENCES users (id),
  currency TEXT NOT NULL CHECK (currency IN ('USDD', 'X')),
  -- Covered principal in X base units, at most the order's principal.
  covered NUMERIC(78, 0) NOT NULL CHECK (covered > 0),
  premium_bps INTEGER NOT NULL,
  -- In the insured currency's base units.
  premium NUMERIC(78, 0) NOT NULL CHECK (premium >= 0),
  -- X's price in USDD at purchase (the exact fraction, and as shown).
  price_num NUMERIC(78, 0) NOT NULL,
  price_den NUMERIC(78, 0) NOT NULL CHECK (price_den > 0),
  price TEXT NOT NULL,
  -- USDD base units: the covered value at purchase, and what the policy guarantees.
  insured_value NUMERIC(78, 0) NOT NULL,
  min_return_bps INTEGER NOT NULL,
  guarantee NUMERIC(78, 0) NOT NULL,
  -- The product clock's time.
  bought_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paid_out', 'expired')),
  maturity_price TEXT,
  maturity_value NUMERIC(78, 0),
  -- In the insured currency: what the pool paid, and what it could not.
  payout NUMERIC(78, 0),
  shortfall NUMERIC(78, 0),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id),
  settle_operation_id BIGINT REFERENCES ledger_operations (id)
);
CREATE INDEX insurance_policies_user_idx ON insurance_policies (user_id, id DESC);
CREATE INDEX insurance_policies_active_idx ON insurance_policies (id) WHERE status = 'active';

-- What a day's maturity settlement fixed at its first attempt: X's price, and per currency what
-- the pool held and what the day's policies were owed, so every batch and every resumed
-- attempt pays by the same figures, pro rata when the pool is short.
CREATE TABLE insurance_days (
  day TEXT PRIMARY KEY,
  price_num NUMERIC(78, 0) NOT NULL,
  price_den NUMERIC(78, 0) NOT NULL CHECK (price_den > 0),
  price TEXT NOT NULL,
  pool_usdd NUMERIC(78, 0) NOT NULL,
  due_usdd NUMERIC(78, 0) NOT NULL,
  pool_x NUMERIC(78, 0) NOT NULL,
  due_x NUMERIC(78, 0) NOT NULL
);
