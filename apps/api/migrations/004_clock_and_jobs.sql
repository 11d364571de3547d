-- One clock and one job runner (docs/time.md).

-- The local demo's clock = the system clock + this offset, moved forward by POST /dev/time and
-- kept here so a restart keeps the demo's time. Production never writes it (offset 0).
CREATE TABLE clock (
  id BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
  offset_ms BIGINT NOT NULL DEFAULT 0 CHECK (offset_ms >= 0),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- When each job was first seen: its first period is the one in progress then, so a new job
-- never settles the years before the product existed.
CREATE TABLE job_schedule (
  job TEXT PRIMARY KEY,
  first_period_start TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One row per job and ended period. Inserting it is the lock: whichever runner inserts it
-- runs the period, once, however many API instances tick. A runner that dies leaves the row
-- 'running' with a lease in the past; the next runner takes it over (owner changes) and
-- resumes from `progress`, the handler's own keyset cursor, saved with each batch.
CREATE TABLE job_runs (
  job TEXT NOT NULL REFERENCES job_schedule (job),
  period TEXT NOT NULL,
  period_start TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done')),
  owner UUID NOT NULL,
  -- Wall-clock time of the database (leases are about processes, not demo time).
  lease_until TIMESTAMPTZ NOT NULL,
  progress TEXT,
  attempts INTEGER NOT NULL DEFAULT 1,
  last_error TEXT,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  finished_at TIMESTAMPTZ,
  PRIMARY KEY (job, period)
);
CREATE INDEX job_runs_latest_idx ON job_runs (job, period_start DESC);

-- The watcher's cursor remembers the hash of its block: at start, a chain that no longer has
-- that block (a lost or replaced chain state) is refused instead of silently diverging.
ALTER TABLE chain_cursor ADD COLUMN block_hash TEXT;

-- Deposit orders expire on the job runner: an open order past expires_at with no reported
-- transaction becomes 'expired' (no longer matched to transfers).
ALTER TABLE deposit_orders DROP CONSTRAINT deposit_orders_status_check;
ALTER TABLE deposit_orders ADD CONSTRAINT deposit_orders_status_check
  CHECK (status IN ('open', 'credited', 'expired'));
CREATE INDEX deposit_orders_expiry_idx ON deposit_orders (expires_at) WHERE status = 'open';
