-- Reserve bonds and liquidity (flow) bonds (docs/bonds.md). Balances
-- live in the ledger; these rows say what each bond owes and how far it has vested or
-- released, stamped with the product's clock. Amounts are base units.

-- A reserve bond: USDD paid for X owed at a discount, vested linearly by the epoch from
-- `vesting_start` (the end of the epoch it was bought in) to `deadline`, `epochs` steps; the
-- unvested part (payout + rebased - vested) grows by the rebase rate at every step.
CREATE TABLE bond_orders (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  -- USDD paid.
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  days INTEGER NOT NULL CHECK (days > 0),
  discount_bps INTEGER NOT NULL CHECK (discount_bps >= 0 AND discount_bps < 10000),
  -- X's price in USDD at purchase (the exact fraction, and as shown) and the bond's price.
  price_num NUMERIC(78, 0) NOT NULL,
  price_den NUMERIC(78, 0) NOT NULL CHECK (price_den > 0),
  market_price TEXT NOT NULL,
  bond_price TEXT NOT NULL,
  -- X owed at purchase; X the rebases added; X the pool could not pay; X vested and claimed.
  payout NUMERIC(78, 0) NOT NULL CHECK (payout > 0),
  rebased NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (rebased >= 0),
  shortfall NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (shortfall >= 0),
  vested NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (vested >= 0 AND vested <= payout + rebased),
  claimed NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= vested),
  order_time TIMESTAMPTZ NOT NULL,
  vesting_start TIMESTAMPTZ NOT NULL,
  deadline TIMESTAMPTZ NOT NULL,
  epochs INTEGER NOT NULL CHECK (epochs > 0),
  epochs_done INTEGER NOT NULL DEFAULT 0 CHECK (epochs_done >= 0 AND epochs_done <= epochs),
  -- The start of the next epoch this bond vests in: an epoch's settlement takes the bonds
  -- whose next epoch is it and moves it on in the same transaction, so no rerun settles a
  -- bond twice.
  next_epoch_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'vesting' CHECK (status IN ('vesting', 'vested')),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id)
);
CREATE INDEX bond_orders_user_idx ON bond_orders (user_id, id DESC);
CREATE INDEX bond_orders_epoch_idx ON bond_orders (next_epoch_at, id) WHERE status = 'vesting';

-- X sold per UTC day (product clock) across all users, against BOND_DAILY_CAPACITY. A
-- purchase adds to its day's row only while the sum stays within the capacity.
CREATE TABLE bond_capacity (
  day TEXT PRIMARY KEY,
  sold NUMERIC(78, 0) NOT NULL CHECK (sold >= 0)
);

-- A liquidity bond: LP donated; `principal` LP comes back and `interest` X (the other half's
-- USDD value at the term's discount) is paid, both released linearly by the epoch from
-- `release_start` to `deadline`. A forced redemption ends it early.
CREATE TABLE flow_bonds (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  -- LP donated, and its USDD value then.
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  usdd_value NUMERIC(78, 0) NOT NULL CHECK (usdd_value >= 0),
  days INTEGER NOT NULL CHECK (days > 0),
  discount_bps INTEGER NOT NULL CHECK (discount_bps >= 0 AND discount_bps < 10000),
  price_num NUMERIC(78, 0) NOT NULL,
  price_den NUMERIC(78, 0) NOT NULL CHECK (price_den > 0),
  market_price TEXT NOT NULL,
  bond_price TEXT NOT NULL,
  -- LP to release, and X to release.
  principal NUMERIC(78, 0) NOT NULL CHECK (principal >= 0),
  interest NUMERIC(78, 0) NOT NULL CHECK (interest >= 0),
  principal_released NUMERIC(78, 0) NOT NULL DEFAULT 0
    CHECK (principal_released >= 0 AND principal_released <= principal),
  interest_released NUMERIC(78, 0) NOT NULL DEFAULT 0
    CHECK (interest_released >= 0 AND interest_released <= interest),
  principal_claimed NUMERIC(78, 0) NOT NULL DEFAULT 0
    CHECK (principal_claimed >= 0 AND principal_claimed <= principal_released),
  interest_claimed NUMERIC(78, 0) NOT NULL DEFAULT 0
    CHECK (interest_claimed >= 0 AND interest_claimed <= interest_released),
  order_time TIMESTAMPTZ NOT NULL,
  release_start TIMESTAMPTZ NOT NULL,
  deadline TIMESTAMPTZ NOT NULL,
  epochs INTEGER NOT NULL CHECK (epochs > 0),
  epochs_done INTEGER NOT NULL DEFAULT 0 CHECK (epochs_done >= 0 AND epochs_done <= epochs),
  next_epoch_at TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'redeemed')),
  -- The forced redemption: when, the penalty kept (LP), LP returned, X forfeited.
  redeemed_at TIMESTAMPTZ,
  penalty NUMERIC(78, 0),
  returned NUMERIC(78, 0),
  interest_forfeited NUMERIC(78, 0),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id),
  redeem_operation_id BIGINT REFERENCES ledger_operations (id)
);
CREATE INDEX flow_bonds_user_idx ON flow_bonds (user_id, id DESC);
CREATE INDEX flow_bonds_epoch_idx ON flow_bonds (next_epoch_at, id) WHERE status = 'active';
