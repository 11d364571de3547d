-- The operators' audit trail (docs/operations.md "The audit trail"): one row per operator
-- action, written in the same transaction as the action's effect, so there is never an
-- effect without its row nor a row without its effect.

CREATE TABLE admin_audit (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- The operator's address, lowercase hex.
  actor TEXT NOT NULL CHECK (actor ~ '^0x[0-9a-f]{40}$'),
  -- What was done: `pool.fund`, `suspense.assign`, `pause.set`...
  action TEXT NOT NULL CHECK (action ~ '^[a-z][a-zA-Z0-9_.-]{0,63}$'),
  -- What it was done to: a pool, a deposit, a setting's name.
  target TEXT NOT NULL CHECK (length(target) BETWEEN 1 AND 200),
  before JSONB,
  after JSONB,
  -- Why, as the operator typed it: required, never blank.
  reason TEXT NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 1000)
);
CREATE INDEX admin_audit_at_idx ON admin_audit (at DESC, id DESC);
CREATE INDEX admin_audit_action_idx ON admin_audit (action, at DESC);
CREATE INDEX admin_audit_actor_idx ON admin_audit (actor, at DESC);

-- The trail is append-only for everyone using the database, the API included: a row can
-- neither be changed nor removed, and the table cannot be emptied.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();
