-- A write that checks something of the user's under the user's lock (their waiting swaps, their
-- principals) takes the lock and reads in one round trip. In a function each statement reads
-- with a snapshot of its own (READ COMMITTED), taken after the lock is held, so it sees what
-- the user's previous write committed while this one waited; one statement that locked and
-- read would read with the snapshot it took before the wait.
CREATE FUNCTION lock_user_pending_swaps(p_user BIGINT) RETURNS INTEGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
  RETURN (SELECT count(*) FROM swaps WHERE user_id = p_user AND status = 'pending');
END $$;

CREATE FUNCTION lock_user_balances(p_user BIGINT, p_asset TEXT, p_kinds TEXT[])
RETURNS TABLE (kind TEXT, balance NUMERIC) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
  RETURN QUERY SELECT a.kind, a.balance FROM ledger_accounts a
    WHERE a.owner_type = 'user' AND a.owner_id = p_user::text AND a.asset = p_asset
      AND a.kind = ANY(p_kinds);
END $$;
