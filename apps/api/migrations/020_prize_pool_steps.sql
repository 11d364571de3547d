-- The prize pool's history, drawn by the ranking screen's chart: what each period's pot received
-- in each step of it (5 minutes of an hour, an hour of a week, 6 hours of a month; the product
-- clock's time of the fee, the carried-in rest or the expired prize). Written in the same
-- transaction as prize_periods' fees and carried_in, so a period's steps add up to its pot
-- `fees + carried_in` while it is in progress; a catch-up writes a rest at the start of the
-- period it rolls into, an expired prize at its expiry's step, whenever the job runs.
CREATE TABLE prize_pool_steps (
  kind TEXT NOT NULL CHECK (kind IN ('hour', 'week', 'month')),
  period_start TIMESTAMPTZ NOT NULL,
  step_start TIMESTAMPTZ NOT NULL,
  added NUMERIC(78, 0) NOT NULL CHECK (added > 0),
  PRIMARY KEY (kind, period_start, step_start)
);

-- The pots from before this table: all of it at the period's start, so their steps add up too.
INSERT INTO prize_pool_steps (kind, period_start, step_start, added)
SELECT kind, period_start, period_start, fees + carried_in FROM prize_periods
WHERE fees + carried_in > 0;
