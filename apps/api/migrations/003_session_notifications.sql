-- A revoked or re-dated session is announced on xbond_sessions (src/db/notifications.ts), so
-- every API instance drops it from its session cache at once, whoever changed it: a logout on
-- another instance, or an operator's UPDATE/DELETE in SQL. Sessions change rarely; the trigger
-- costs nothing on the read path.
CREATE FUNCTION sessions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('xbond_sessions', OLD.token_hash);
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_changed
  AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_notify();
