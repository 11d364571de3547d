-- Team and community (docs/team.md): the referral tree's figures, the
-- dynamic bonus's release plans and the burns that re-open community rewards. Balances live in
-- the ledger (bonus_locked, bonus_releasing, bonus_released); these rows say why they moved.

-- Each user's team as of the last settled day, rebuilt by team_settle (one set-based pass).
-- a0..a5: the day's static yield of the user's descendants by the highest level already paid
-- between them and the user (0 = none): what the differential community reward is cut from.
CREATE TABLE team_stats (
  user_id BIGINT PRIMARY KEY,
  referrer_id BIGINT,
  depth INTEGER NOT NULL,
  day TEXT NOT NULL,
  principal NUMERIC(78, 0) NOT NULL,
  yield NUMERIC(78, 0) NOT NULL,
  members BIGINT NOT NULL DEFAULT 0,
  valid_directs INTEGER NOT NULL DEFAULT 0,
  network NUMERIC(78, 0) NOT NULL DEFAULT 0,
  large_region NUMERIC(78, 0) NOT NULL DEFAULT 0,
  level SMALLINT NOT NULL DEFAULT 0,
  direct_yield NUMERIC(78, 0) NOT NULL DEFAULT 0,
  a0 NUMERIC(78, 0) NOT NULL DEFAULT 0,
  a1 NUMERIC(78, 0) NOT NULL DEFAULT 0,
  a2 NUMERIC(78, 0) NOT NULL DEFAULT 0,
  a3 NUMERIC(78, 0) NOT NULL DEFAULT 0,
  a4 NUMERIC(78, 0) NOT NULL DEFAULT 0,
  a5 NUMERIC(78, 0) NOT NULL DEFAULT 0
);
CREATE INDEX team_stats_depth_idx ON team_stats (depth);
CREATE INDEX team_stats_referrer_idx ON team_stats (referrer_id, user_id);

-- What each user is due for a day (before the exit cap and the pool's share), written by
-- team_settle and paid in pages by the team-rewards job.
CREATE TABLE team_rewards (
  day TEXT NOT NULL,
  user_id BIGINT NOT NULL,
  direct NUMERIC(78, 0) NOT NULL,
  community NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (day, user_id)
);

-- A release plan of locked dynamic bonus: `amount` left the locked bonus, `donation` of it went
-- to the reward pool, the rest is released over `days` whole days from `release_start` (a
-- midnight), or at once when days = 0.
CREATE TABLE bonus_releases (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  scheme TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  donation NUMERIC(78, 0) NOT NULL CHECK (donation >= 0 AND donation <= amount),
  days INTEGER NOT NULL CHECK (days >= 0),
  created_at TIMESTAMPTZ NOT NULL,
  release_start TIMESTAMPTZ NOT NULL,
  released NUMERIC(78, 0) NOT NULL DEFAULT 0 CHECK (released >= 0 AND released <= amount - donation),
  status TEXT NOT NULL CHECK (status IN ('active', 'done')),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id)
);
CREATE INDEX bonus_releases_user_idx ON bonus_releases (user_id, id DESC);
CREATE INDEX bonus_releases_active_idx ON bonus_releases (id) WHERE status = 'active';
CREATE INDEX bonus_releases_donations_idx ON bonus_releases (id DESC) WHERE donation > 0;

-- A burn: `amount` of a burn token (its base units) to the burn account, for `principal` X (base
-- units) of staked principal: the community rewards' cap grows by the multiple of it.
CREATE TABLE team_burns (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id),
  asset TEXT NOT NULL CHECK (asset IN ('Z', 'HBOX', 'BOX')),
  amount NUMERIC(78, 0) NOT NULL CHECK (amount > 0),
  principal NUMERIC(78, 0) NOT NULL CHECK (principal > 0),
  operation_id BIGINT NOT NULL REFERENCES ledger_operations (id),
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX team_burns_user_idx ON team_burns (user_id);

-- team_settle: the whole tree's figures and every user's due for `p_day`, set-based. Depth by
-- one recursive query from the roots; then one pass per depth, deepest first: the nodes of a
-- depth have their subtrees complete, so their level is known and their figures (and their
-- yields, shifted past their level) are added to their referrers. Two statements per depth,
-- never a walk per user. Levels: p_small[i] small-region X and p_directs[i] valid directs
-- give rate p_rates[i] (bps). Amounts are base units.
CREATE FUNCTION team_settle(
  p_day TEXT, p_yields_from TEXT[], p_valid NUMERIC, p_small NUMERIC[], p_directs INTEGER[],
  p_rates INTEGER[], p_direct_bps INTEGER, p_coefficient NUMERIC
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
    SELECT owner_id::bigint AS user_id, SUM(balance) AS principal FROM ledger_accounts
    WHERE owner_type = 'user' AND asset = 'X' AND kind IN ('flexible_principal', 'fixed_principal')
    GROUP BY owner_id
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
