-- The console's charts (docs/operations.md "Charts"): what the `admin-snapshot` job reads at
-- each UTC day's end, after the day's settlements. Written once per day: a second run of the
-- day finds its row and writes nothing.

CREATE TABLE admin_snapshots (
  day DATE PRIMARY KEY,
  -- Users who moved money themselves that day (a ledger operation of theirs, not a job's).
  active_users INTEGER NOT NULL CHECK (active_users >= 0),
  -- The last ledger operation counted: the next day counts the operations after it.
  last_operation_id BIGINT NOT NULL CHECK (last_operation_id >= 0),
  taken_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Per asset, each figure at the day's end, in base units.
CREATE TABLE admin_snapshot_amounts (
  day DATE NOT NULL REFERENCES admin_snapshots (day),
  asset TEXT NOT NULL,
  figure TEXT NOT NULL
    CHECK (figure IN ('liabilities', 'reward_pool', 'insurance_pool', 'prize_pool')),
  amount NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (day, asset, figure)
);
