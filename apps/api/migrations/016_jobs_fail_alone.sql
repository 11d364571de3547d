-- Jobs that fail alone, and settlements that pay by the day's state (docs/time.md,
-- docs/time.md "A failing job stops only what depends on it", "The state of the day").

-- A run's heartbeat: the runner extends its lease while the handler works, so a slow run is
-- never taken over by another instance while its runner is alive.
ALTER TABLE job_runs ADD COLUMN heartbeat_at TIMESTAMPTZ;

-- Each job's health, one row per job: the failures in a row, the last error and the period it
-- failed on, and when the runner tries again (exponential backoff, capped, on the product's
-- clock). A success clears the failures. /health reads it with job_runs.
CREATE TABLE job_health (
  job TEXT PRIMARY KEY REFERENCES job_schedule (job),
  failures INTEGER NOT NULL DEFAULT 0 CHECK (failures >= 0),
  failed_period TEXT,
  last_error TEXT,
  failed_at TIMESTAMPTZ,
  retry_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Each user's staked principal as it stood for a day's settlement, rebuilt from dated rows
-- (never from today's balances, so a day settled after downtime pays what it would have paid
-- on time): the flexible principal staked before the day's end (its clock-stamped events),
-- plus the fixed-term orders placed before the day's end and not matured by an earlier day's
-- settlement (an order maturing during the day still counts: maturities settle after the
-- day's rewards). `p_users` limits it to some users (a settlement page); NULL means everyone.
CREATE FUNCTION day_principal(p_start TIMESTAMPTZ, p_end TIMESTAMPTZ, p_users BIGINT[])
RETURNS TABLE (user_id BIGINT, principal NUMERIC) LANGUAGE sql STABLE AS $$
  SELECT s.user_id, SUM(s.amount) AS principal FROM (
    SELECT e.user_id, e.delta AS amount FROM flexible_events e
    WHERE e.at < p_end AND (p_users IS NULL OR e.user_id = ANY(p_users))
    UNION ALL
    SELECT o.user_id, o.amount FROM fixed_orders o
    WHERE o.order_time < p_end AND o.maturity_time > p_start
      AND (p_users IS NULL OR o.user_id = ANY(p_users))
  ) s GROUP BY s.user_id
$$;

-- The team's settlement reads each user's principal of the day (valid directs, regions,
-- levels and the personal coefficient), not the principal at the time it runs.
DROP FUNCTION team_settle(TEXT, TEXT[], NUMERIC, NUMERIC[], INTEGER[], INTEGER[], INTEGER, NUMERIC);
CREATE FUNCTION team_settle(
  p_day TEXT, p_start TIMESTAMPTZ, p_end TIMESTAMPTZ, p_yields_from TEXT[], p_valid NUMERIC,
  p_small NUMERIC[], p_directs INTEGER[], p_rates INTEGER[], p_direct_bps INTEGER,
  p_coefficient NUMERIC
) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
  d INTEGER;
  max_depth INTEGER;
  r0 INTEGER := 0;
  n INTEGER;
BEGIN
  DELETE FROM team_stats;
  DELETE FROM team_rewards WHERE day = p_day;
  INSERT INTO team_stats (user_id, referrer_id, depth, day, principal, yield)
  WITH RECURSIVE tree (id, referrer_id, depth) AS (
    SELECT id, referrer_id, 0 FROM users WHERE referrer_id IS NULL
    UNION ALL
    SELECT u.id, u.referrer_id, t.depth + 1 FROM users u JOIN tree t ON u.referrer_id = t.id
  ), principal AS (
    SELECT user_id, principal FROM day_principal(p_start, p_end, NULL)
  ), yields AS (
    SELECT user_id, SUM(paid) AS yield FROM earnings
    WHERE day = p_day AND source = ANY(p_yields_from) GROUP BY user_id
  )
  SELECT t.id, t.referrer_id, t.depth, p_day, COALESCE(p.principal, 0), COALESCE(y.yield, 0)
  FROM tree t LEFT JOIN principal p ON p.user_id = t.id LEFT JOIN yields y ON y.user_id = t.id;
  SELECT COALESCE(MAX(depth), 0) INTO max_depth FROM team_stats;
  FOR d IN REVERSE max_depth .. 0 LOOP
    UPDATE team_stats s SET level = COALESCE((
      SELECT MAX(i) FROM generate_subscripts(p_small, 1) AS i
      WHERE s.network - s.large_region >= p_small[i] AND s.valid_directs >= p_directs[i]), 0)
    WHERE s.depth = d;
    CONTINUE WHEN d = 0;
    UPDATE team_stats p SET
      members = p.members + c.members, network = p.network + c.network,
      large_region = GREATEST(p.large_region, c.leg), valid_directs = p.valid_directs + c.valid,
      direct_yield = p.direct_yield + c.yield,
      a0 = p.a0 + c.t0, a1 = p.a1 + c.t1, a2 = p.a2 + c.t2,
      a3 = p.a3 + c.t3, a4 = p.a4 + c.t4, a5 = p.a5 + c.t5
    FROM (
      SELECT referrer_id, COUNT(*) + SUM(members) AS members, SUM(principal + network) AS network,
        MAX(principal + network) AS leg, COUNT(*) FILTER (WHERE principal >= p_valid) AS valid,
        SUM(yield) AS yield,
        -- A child's own yield has had nothing paid on it yet (bucket 0); its descendants'
        -- buckets below its level merge into its level's bucket.
        SUM(yield + CASE WHEN level = 0 THEN a0 ELSE 0 END) AS t0,
        SUM(CASE WHEN level < 1 THEN a1 WHEN level = 1 THEN a0 + a1 ELSE 0 END) AS t1,
        SUM(CASE WHEN level < 2 THEN a2 WHEN level = 2 THEN a0 + a1 + a2 ELSE 0 END) AS t2,
        SUM(CASE WHEN level < 3 THEN a3 WHEN level = 3 THEN a0 + a1 + a2 + a3 ELSE 0 END) AS t3,
        SUM(CASE WHEN level < 4 THEN a4 WHEN level = 4 THEN a0 + a1 + a2 + a3 + a4 ELSE 0 END)
          AS t4,
        SUM(CASE WHEN level < 5 THEN a5 ELSE a0 + a1 + a2 + a3 + a4 + a5 END) AS t5
      FROM team_stats WHERE depth = d GROUP BY referrer_id
    ) c
    WHERE p.user_id = c.referrer_id;
  END LOOP;
  -- Dues: the differential on each bucket, then the personal coefficient, rounded down once.
  INSERT INTO team_rewards (day, user_id, direct, community)
  SELECT p_day, user_id, direct, community FROM (
    SELECT user_id,
      div(p_direct_bps * direct_yield * LEAST(principal, p_coefficient), 10000 * p_coefficient)
        AS direct,
      div((GREATEST(rate - r0, 0) * a0 + GREATEST(rate - COALESCE(p_rates[1], 0), 0) * a1
        + GREATEST(rate - COALESCE(p_rates[2], 0), 0) * a2
        + GREATEST(rate - COALESCE(p_rates[3], 0), 0) * a3
        + GREATEST(rate - COALESCE(p_rates[4], 0), 0) * a4
        + GREATEST(rate - COALESCE(p_rates[5], 0), 0) * a5) * LEAST(principal, p_coefficient),
        10000 * p_coefficient) AS community
    FROM (
      SELECT s.*, CASE WHEN level = 0 THEN 0 ELSE p_rates[level] END AS rate FROM team_stats s
      WHERE principal > 0 AND (direct_yield > 0 OR level > 0)
    ) rated
  ) due
  WHERE direct > 0 OR community > 0;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
